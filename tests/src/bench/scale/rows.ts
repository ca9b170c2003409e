// Set-based growth shared by the scale bench's parts. Parts write only the base tables (users, transfers, records,
// bets, messages …), never the totals the triggers keep, so the same parts also run on the schema before issue 18.
import type { Queryable } from 'server/src/db/database';

/** Sizes of issue 18: the customer's history at each size, and the other customers' rows added at the large one. */
export const CUSTOMER_ROWS = { small: 10, large: 50_000 } as const;
export const OTHER_ROWS = 1_000_000;
/** The other customers who share the table's other rows. */
export const OTHER_CUSTOMERS = 1_000;

export const count = (n: number) => n.toLocaleString('en');

/** n customers made by SQL (no service is needed to read their rows), named after the part; their ids. */
export async function benchUsers(q: Queryable, tag: string, n: number): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    `INSERT INTO users (username, nickname, realname, mobile, password_hash, level, invite_code)
     SELECT 'scale-' || $1 || '-' || g, 'bench', 'Bench', '0900000000', 'x', (SELECT min(level) FROM vip_levels), 'sc-' || $1 || '-' || g
     FROM generate_series(1, $2::int) g RETURNING id`,
    [tag, n],
  );
  return rows.map((r) => r.id);
}

/** The customer's rows first … last, and how many of other customers' go among them, at one size. */
export interface Spread {
  first: number;
  last: number;
  others: number;
}

/** Small grows the customer to 10 rows; large to 50,000, with 1,000,000 of others among them. */
export const spreadOf = (size: 'small' | 'large'): Spread =>
  size === 'small' ? { first: 1, last: CUSTOMER_ROWS.small, others: 0 } : { first: CUSTOMER_ROWS.small + 1, last: CUSTOMER_ROWS.large, others: OTHER_ROWS };

/** How many rows a spread inserts: its positions 1 … positionsOf. */
export const positionsOf = (s: Spread) => s.last - s.first + 1 + s.others;

/**
 * The rows of a spread at positions from … to, in the order they go in: the customer's (`mine`, `i` their place in
 * the customer's history) evenly among the others' (`i` 1 … others), as they would arrive on a live shop. Without
 * the spread the customer's rows would all be the newest, and a plan that walks the table's primary key backwards
 * would look as cheap as reading the customer's index. Position p is the customer's when p·m/t passes a whole
 * number (m of the customer's rows among t). Numbers only, so they are written into the SQL.
 */
export function interleaved(s: Spread, from = 1, to = positionsOf(s)): string {
  const [m, t] = [s.last - s.first + 1, positionsOf(s)];
  return `(SELECT (CASE WHEN mine THEN ${s.first - 1} + c ELSE p - c END)::int AS i, mine FROM (
       SELECT p, p * ${m} / ${t} AS c, p * ${m} / ${t} > (p - 1) * ${m} / ${t} AS mine FROM generate_series(${from}::bigint, ${to}::bigint) p) x) r`;
}

/** As autovacuum would leave a busy table: the visibility map set (index-only scans) and fresh statistics. */
export async function settle(q: Queryable, tables: string[]): Promise<void> {
  for (const table of tables) await q.query(`VACUUM ANALYZE ${table}`);
}
