import type { Queryable } from '../../db/database';

/** A customer as the operator's list shows them (balances come from the ledger). */
export interface CustomerRow {
  id: number;
  username: string;
  mobile: string;
  realname: string;
  level: number;
  status: string;
  createtime: Date;
}

const COLUMNS = 'u.id, u.username, u.mobile, u.realname, u.level, u.status, u.createtime';
const INT4_MAX = 2_147_483_647;

/** What a search text names: an id exactly (when it is one), and the start of a mobile number or username. */
export interface CustomerSearch {
  id: number | null;
  /** A LIKE pattern: the text with LIKE's own characters escaped, then '%'. */
  prefix: string;
}

export function searchOf(text: string): CustomerSearch {
  const id = /^[1-9]\d{0,9}$/.test(text) && Number(text) <= INT4_MAX ? Number(text) : null;
  return { id, prefix: `${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%` };
}

/**
 * Who a search finds, in one order: the customer whose id it is, then those whose mobile number starts with it (by
 * number, then id), then those whose username does in any letter case (by name). Each part is read in that order
 * from its own index (migration 028: text_pattern_ops, so a prefix is a range of it whatever the collation) and cut
 * at `n`; a customer found twice is kept where first found. Byte order (COLLATE "C") is the indexes' order.
 */
function matches(n: string) {
  return `(SELECT id, 0 AS part, '' AS key FROM users WHERE id = $1)
    UNION ALL (SELECT id, 1, mobile FROM users WHERE mobile LIKE $2 AND id IS DISTINCT FROM $1 ORDER BY mobile USING ~<~, id LIMIT ${n})
    UNION ALL (SELECT id, 2, lower(username) FROM users WHERE lower(username) LIKE $2 AND id IS DISTINCT FROM $1 AND mobile NOT LIKE $2
               ORDER BY lower(username) USING ~<~ LIMIT ${n})`;
}

/** A page of what a search finds, and how many it finds counted up to `cap` (one more says there are more). */
export async function searchPage(q: Queryable, s: CustomerSearch, limit: number, offset: number, cap: number) {
  const [rows, [counted]] = await Promise.all([
    q.query<CustomerRow>(
      `SELECT ${COLUMNS} FROM (SELECT * FROM (${matches('$3::int + $4::int')}) m ORDER BY part, key COLLATE "C", id LIMIT $3 OFFSET $4) p
       JOIN users u ON u.id = p.id ORDER BY p.part, p.key COLLATE "C", p.id`,
      [s.id, s.prefix, limit, offset],
    ),
    q.query<{ n: bigint }>(`SELECT count(*) AS n FROM (${matches('$3::int + 1')}) m`, [s.id, s.prefix, cap]),
  ]);
  return { rows, found: Number(counted?.n ?? 0) };
}

/** Every customer newest first: the page's ids from the primary key alone, the count stopped at `cap` + 1. */
export async function newestPage(q: Queryable, limit: number, offset: number, cap: number) {
  const [rows, [counted]] = await Promise.all([
    q.query<CustomerRow>(
      `SELECT ${COLUMNS} FROM (SELECT id FROM users ORDER BY id DESC LIMIT $1 OFFSET $2) p JOIN users u ON u.id = p.id ORDER BY u.id DESC`,
      [limit, offset],
    ),
    q.query<{ n: bigint }>('SELECT count(*) AS n FROM (SELECT 1 FROM users LIMIT $1::int + 1) c', [cap]),
  ]);
  return { rows, found: Number(counted?.n ?? 0) };
}

/** The ids a search finds, up to `max` + 1 (so the caller knows when there are more than it takes). */
export async function searchIds(q: Queryable, s: CustomerSearch, max: number): Promise<number[]> {
  const rows = await q.query<{ id: number }>(`SELECT id FROM (${matches('$3::int + 1')}) m ORDER BY part, key COLLATE "C", id LIMIT $3::int + 1`, [s.id, s.prefix, max]);
  return rows.map((r) => r.id);
}

/**
 * Customers registered per day: `days` days of 24 hours from `start`, counted from (createtime) alone (migration
 * 028), so the count reads only the days asked for.
 */
export async function registrationsPerDay(q: Queryable, start: Date, end: Date): Promise<Array<{ day: number; n: bigint }>> {
  return q.query<{ day: number; n: bigint }>(
    `SELECT floor(extract(epoch FROM createtime - $1::timestamptz) / 86400)::int AS day, count(*) AS n
     FROM users WHERE createtime >= $1 AND createtime < $2 GROUP BY 1`,
    [start, end],
  );
}
