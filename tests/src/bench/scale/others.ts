import type { TestServer } from 'server/test/helpers';

/**
 * Customers other than the one whose history grows, made by SQL (registering a thousand through the API would
 * take minutes): the rows around the customer's belong to them. `prefix` keeps each part's apart.
 */
export async function otherCustomers(server: TestServer, prefix: string, count: number): Promise<number[]> {
  const rows = await server.db.query<{ id: number }>(
    `INSERT INTO users (username, nickname, realname, mobile, password_hash, level, invite_code)
     SELECT $1 || g, 'o', 'O', '0900000000', 'x', (SELECT min(level) FROM vip_levels), $1 || g FROM generate_series(1, $2::int) g
     RETURNING id`,
    [prefix, count],
  );
  return rows.map((r) => r.id);
}

/**
 * Grows a table with autovacuum held off, then VACUUM ANALYZE: an automatic ANALYZE that samples the table half
 * grown (one customer's rows and none of the others') could otherwise leave the planner believing the customer
 * holds the whole table, and walking the primary key backwards would then look as cheap as the customer's index.
 */
export async function growQuietly(server: TestServer, table: string, grow: () => Promise<void>) {
  await server.db.query(`ALTER TABLE ${table} SET (autovacuum_enabled = false)`);
  try {
    await grow();
    await server.db.query(`VACUUM ANALYZE ${table}`);
  } finally {
    await server.db.query(`ALTER TABLE ${table} RESET (autovacuum_enabled)`);
  }
}
