import type { PageOf } from '@snapmall/shared/contract';
import type { Database, Queryable } from '../../db/database';
import * as repo from './repository';

/**
 * What the shop tells its operators (a canary withdrawn by itself, …): English, like the rest of their tools, and
 * its parameters, from which the console says it in the operator's language by `kind`.
 */
export interface OperatorNote {
  /** A dotted name of what happened, for filtering and for the console's words: 'release.canaryWithdrawn'. */
  kind: string;
  title: string;
  body: string;
  /** What the console's words for the kind name: remote, version, figures … (none for an older message). */
  params?: Record<string, string | number>;
}

export interface OperatorMessage extends Required<OperatorNote> {
  id: number;
  createtime: number;
  /** Whether the reader has read it (false with no reader: the command line). */
  read: boolean;
}

/** Unread messages are counted up to this: the console says "99+" past it, and a long history costs no more. */
export const UNREAD_CAP = 100;

const PAGE_SIZE = 20;

/**
 * The operators' messages (issue 25): left by the module whose event they report, in its transaction; read by every
 * operator a page at a time, each with a watermark of their own for what they have read (the console's header count).
 */
export class OperatorMessages {
  constructor(private readonly db: Database) {}

  /** Leaves a message for the operators, in the transaction of what it reports (so both happen or neither). */
  async notify(q: Queryable, note: OperatorNote): Promise<void> {
    await repo.insertMessage(q, { ...note, params: note.params ?? {} });
  }

  /** The messages, newest first, a page at a time; each marked read or not for `reader` (an operator's id). */
  async page(page: number, reader?: number): Promise<PageOf<OperatorMessage>> {
    const [rows, lastRead] = await Promise.all([
      repo.messagePage(this.db, PAGE_SIZE, (page - 1) * PAGE_SIZE),
      reader === undefined ? Promise.resolve(-1n) : repo.lastReadOf(this.db, reader),
    ]);
    return {
      total: Number(rows[0]?.total ?? 0),
      page,
      list: rows.map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        title: r.title,
        body: r.body,
        params: r.params,
        createtime: Math.floor(r.created_at.getTime() / 1000),
        read: r.id <= lastRead,
      })),
    };
  }

  /** How many messages this operator has not read (at most UNREAD_CAP). */
  async unread(operatorId: number): Promise<{ count: number }> {
    return { count: await repo.unreadCount(this.db, operatorId, UNREAD_CAP) };
  }

  /**
   * Marks this operator's messages read up to `upTo` (the newest the console showed them) or all; another
   * operator's stay as they were. Answers what is left unread (a message that arrived meanwhile).
   */
  async markRead(operatorId: number, upTo?: number): Promise<{ count: number }> {
    await repo.markRead(this.db, operatorId, upTo);
    return this.unread(operatorId);
  }
}
