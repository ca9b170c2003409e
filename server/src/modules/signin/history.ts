import type { AdminUserSignIn, PageOf } from '@snapmall/shared/contract';
import type { Database, Queryable } from '../../db/database';

const PAGE_SIZE = 20;

/**
 * A customer's sign-ins, newest day first, from the primary key (user_id, day); the customer as a range so only
 * that key gives the order (server/src/db/page-order.md). Their number is kept by migration 032's trigger, not
 * counted: a few hundred index entries a year, but a count that grows with every year of history.
 */
const TOTAL = 'COALESCE((SELECT signins FROM signin_totals WHERE user_id = $1), 0)';

async function signInPage(q: Queryable, userId: number, limit: number, offset: number) {
  return q.query<{ day: string; points: bigint; streak: number; createtime: Date; total: bigint }>(
    `SELECT to_char(s.day, 'YYYY-MM-DD') AS day, s.points, s.streak, s.createtime,
            ${TOTAL} AS total
     FROM signins s WHERE s.user_id BETWEEN $1 AND $1 ORDER BY s.user_id DESC, s.day DESC LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
}

/** The operator's view of a customer's sign-ins (issue 19): the days, the points each gave, the streak it made. */
export class SignInHistory {
  constructor(private readonly db: Database) {}

  async page(userId: number, page: number): Promise<PageOf<AdminUserSignIn>> {
    const rows = await signInPage(this.db, userId, PAGE_SIZE, (page - 1) * PAGE_SIZE);
    const total = rows[0] ? Number(rows[0].total) : await this.count(userId);
    return {
      list: rows.map((r) => ({ day: r.day, points: Number(r.points), streak: r.streak, createtime: Math.floor(r.createtime.getTime() / 1000) })),
      total,
      page,
    };
  }

  async count(userId: number): Promise<number> {
    const [row] = await this.db.query<{ n: bigint }>(`SELECT ${TOTAL} AS n`, [userId]);
    return Number(row?.n ?? 0);
  }
}
