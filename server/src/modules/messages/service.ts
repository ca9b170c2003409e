import type { Language, Message, MessageListAnswer } from '@snapmall/shared/contract';
import type { Database, Queryable } from '../../db/database';
import { t } from '../../i18n/messages';

/** What a message is about, and the values its text is made from (rendered in the reader's language). */
export interface Notice {
  kind: string;
  params: Record<string, string | number>;
  ref: { type: string; id: number | bigint };
}

interface MessageRow {
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

const PAGE_SIZE = 20;
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/** The customers' messages: written in the same transaction as what they report, read in the reader's language. */
export class MessageService {
  constructor(private readonly db: Database) {}

  async notify(q: Queryable, userId: number, notice: Notice): Promise<void> {
    await q.query('INSERT INTO messages (user_id, kind, params, ref_type, ref_id) VALUES ($1, $2, $3, $4, $5)', [
      userId,
      notice.kind,
      JSON.stringify(notice.params),
      notice.ref.type,
      notice.ref.id,
    ]);
  }

  /** Many messages in one statement (a batch of orders). */
  async notifyMany(q: Queryable, list: Array<{ userId: number; notice: Notice }>): Promise<void> {
    if (list.length === 0) return;
    await q.query(
      `INSERT INTO messages (user_id, kind, params, ref_type, ref_id)
       SELECT * FROM unnest($1::int[], $2::text[], $3::jsonb[], $4::text[], $5::bigint[])`,
      [
        list.map((m) => m.userId),
        list.map((m) => m.notice.kind),
        list.map((m) => JSON.stringify(m.notice.params)),
        list.map((m) => m.notice.ref.type),
        list.map((m) => String(m.notice.ref.id)),
      ],
    );
  }

  async list(userId: number, page: number, lang: Language): Promise<MessageListAnswer> {
    const rows = await this.db.query<MessageRow>(
      `SELECT id, kind, params, ref_type, ref_id, read_at, createtime, count(*) OVER () AS total,
              (SELECT count(*) FROM messages WHERE user_id = $1 AND read_at IS NULL) AS unread
       FROM messages WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [userId, PAGE_SIZE, (page - 1) * PAGE_SIZE],
    );
    const unread = rows[0] ? Number(rows[0].unread) : await this.unread(userId);
    return { list: rows.map((r) => this.toMessage(r, lang)), total: Number(rows[0]?.total ?? 0), page, unread };
  }

  async unread(userId: number): Promise<number> {
    const [row] = await this.db.query<{ n: bigint }>('SELECT count(*) AS n FROM messages WHERE user_id = $1 AND read_at IS NULL', [userId]);
    return Number(row!.n);
  }

  /** Marks one message (or all) read; answers the unread count left. */
  async markRead(userId: number, id: number | undefined): Promise<{ unread: number }> {
    await this.db.query('UPDATE messages SET read_at = now() WHERE user_id = $1 AND read_at IS NULL AND ($2::bigint IS NULL OR id = $2)', [
      userId,
      id ?? null,
    ]);
    return { unread: await this.unread(userId) };
  }

  private toMessage(r: MessageRow, lang: Language): Message {
    return {
      id: Number(r.id),
      kind: r.kind,
      title: t(lang, `message.${r.kind}.title`, r.params),
      content: t(lang, `message.${r.kind}.content`, r.params),
      ref_type: r.ref_type,
      ref_id: Number(r.ref_id),
      read: r.read_at ? 1 : 0,
      createtime: unix(r.createtime),
    };
  }
}
