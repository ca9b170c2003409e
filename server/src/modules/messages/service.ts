import type { Language, Message, MessageListAnswer } from '@snapmall/shared/contract';
import type { Database, Queryable } from '../../db/database';
import { t } from '../../i18n/messages';
import * as repo from './repository';

/** What a message is about, and the values its text is made from (rendered in the reader's language). */
export interface Notice {
  kind: string;
  params: Record<string, string | number>;
  ref: { type: string; id: number | bigint };
}

const PAGE_SIZE = 20;
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/** The customers' messages: written in the same transaction as what they report, read in the reader's language. */
export class MessageService {
  constructor(private readonly db: Database) {}

  async notify(q: Queryable, userId: number, notice: Notice): Promise<void> {
    await repo.insertMessage(q, rowOf(userId, notice));
  }

  /** Many messages in one statement (a batch of orders). */
  async notifyMany(q: Queryable, list: Array<{ userId: number; notice: Notice }>): Promise<void> {
    if (list.length === 0) return;
    await repo.insertMessages(q, list.map((m) => rowOf(m.userId, m.notice)));
  }

  async list(userId: number, page: number, lang: Language): Promise<MessageListAnswer> {
    const rows = await repo.page(this.db, userId, PAGE_SIZE, (page - 1) * PAGE_SIZE);
    const unread = rows[0] ? Number(rows[0].unread) : await this.unread(userId);
    return { list: rows.map((r) => this.toMessage(r, lang)), total: Number(rows[0]?.total ?? 0), page, unread };
  }

  unread(userId: number): Promise<number> {
    return repo.unreadCount(this.db, userId);
  }

  /** Marks one message (or all) read; answers the unread count left. */
  async markRead(userId: number, id: number | undefined): Promise<{ unread: number }> {
    await repo.markRead(this.db, userId, id);
    return { unread: await this.unread(userId) };
  }

  private toMessage(r: repo.MessageRow, lang: Language): Message {
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

const rowOf = (userId: number, notice: Notice): repo.NewMessage => ({
  userId,
  kind: notice.kind,
  params: notice.params,
  refType: notice.ref.type,
  refId: notice.ref.id,
});
