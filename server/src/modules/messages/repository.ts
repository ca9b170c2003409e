import type { Queryable } from '../../db/database';

export interface MessageRow {
  id: bigint;
  kind: string;
  params: Record<string, string | number>;
  ref_type: string;
  ref_id: bigint;
  read_at: Date | null;
  createtime: Date;
  total: bigint;
  unread: bigint;
}

/** A message as written: to whom, what it is about, and the values its text is made from. */
export interface NewMessage {
  userId: number;
  kind: string;
  params: Record<string, string | number>;
  refType: string;
  refId: number | bigint;
}

export async function insertMessage(q: Queryable, m: NewMessage): Promise<void> {
  await q.query('INSERT INTO messages (user_id, kind, params, ref_type, ref_id) VALUES ($1, $2, $3, $4, $5)', [
    m.userId,
    m.kind,
    JSON.stringify(m.params),
    m.refType,
    m.refId,
  ]);
}

/** Many messages in one statement (a batch of orders). */
export async function insertMessages(q: Queryable, list: NewMessage[]): Promise<void> {
  await q.query(
    `INSERT INTO messages (user_id, kind, params, ref_type, ref_id)
     SELECT * FROM unnest($1::int[], $2::text[], $3::jsonb[], $4::text[], $5::bigint[])`,
    [
      list.map((m) => m.userId),
      list.map((m) => m.kind),
      list.map((m) => JSON.stringify(m.params)),
      list.map((m) => m.refType),
      list.map((m) => String(m.refId)),
    ],
  );
}

/**
 * A page of the user's messages, newest first, with the total and the unread count. The totals are read from
 * message_totals (kept by triggers, migration 022) in the same statement, so they agree with the rows. The page's
 * ids are found through the user's index alone (the user written as a range, so the primary key can never give the
 * order: server/src/db/page-order.md), skipping the earlier pages' entries without reading their messages (the
 * client asks by page number, so there is no last id to start after); only the page's own 20 are then read.
 */
export async function page(q: Queryable, userId: number, limit: number, offset: number): Promise<MessageRow[]> {
  return q.query<MessageRow>(
    `SELECT m.id, m.kind, m.params, m.ref_type, m.ref_id, m.read_at, m.createtime,
            (SELECT messages FROM message_totals WHERE user_id = $1) AS total,
            (SELECT unread FROM message_totals WHERE user_id = $1) AS unread
     FROM (SELECT id FROM messages WHERE user_id BETWEEN $1 AND $1 ORDER BY user_id, id DESC LIMIT $2 OFFSET $3) p
     JOIN messages m ON m.id = p.id
     ORDER BY m.id DESC`,
    [userId, limit, offset],
  );
}

export async function unreadCount(q: Queryable, userId: number): Promise<number> {
  const [row] = await q.query<{ n: bigint | null }>('SELECT (SELECT unread FROM message_totals WHERE user_id = $1) AS n', [userId]);
  return Number(row?.n ?? 0);
}

/** Marks one message (or, without an id, all) of the user read. */
export async function markRead(q: Queryable, userId: number, id: number | undefined): Promise<void> {
  await q.query('UPDATE messages SET read_at = now() WHERE user_id = $1 AND read_at IS NULL AND ($2::bigint IS NULL OR id = $2)', [
    userId,
    id ?? null,
  ]);
}
