import type { Queryable } from '../../db/database';
import { jsonSafe } from '../../json';
import { chainTime, recordHash, type ChainFields } from './audit-chain';
import * as chain from './audit-chain-repository';

/** An audit record as an action writes it; `at` is when (milliseconds, from the app: the time hashed is the time stored). */
export interface AuditInsert {
  actor: string;
  action: string;
  targetType: string;
  targetId: number | bigint;
  before: unknown;
  after: unknown;
  reason: string;
  at: Date;
}

/** Older records chained per transaction, so the first start after migration 037 never holds the head for long. */
export const LEGACY_PAGE = 1000;

/** The records each open transaction has asked to write (keyed by its Queryable, one per attempt). */
const pending = new WeakMap<Queryable, AuditInsert[]>();

/**
 * Writes an audit record in the action's transaction, at its very end: the records are chained just before COMMIT
 * (Queryable.beforeCommit) under the head's row lock, the transaction's last lock (see ledger/lock-order.md), so
 * two instances writing at once chain one after the other and no action waits on the head while holding it.
 */
export function appendAudit(q: Queryable, record: AuditInsert): void {
  const queued = pending.get(q);
  if (queued) {
    queued.push(record);
    return;
  }
  if (!q.beforeCommit) throw new Error('An audit record is written in the transaction of its action (Database.tx)');
  const records = [record];
  pending.set(q, records);
  q.beforeCommit(() => writeChained(q, records));
}

async function writeChained(q: Queryable, records: AuditInsert[]): Promise<void> {
  let head = await chain.lockHead(q);
  // Only when the start-up step (AuditChain.chainOlder) has not finished yet: the older records come first.
  while (!head.legacy_done) head = await chainOlderPage(q, head);
  let { seq, hash } = head;
  for (const r of records) {
    seq += 1n;
    // Before and after as the database will give them back (bigints as strings, undefined dropped).
    const fields: ChainFields = {
      seq: String(seq),
      time: chainTime(r.at),
      actor: r.actor,
      action: r.action,
      target_type: r.targetType,
      target_id: String(r.targetId),
      before: jsonSafe(r.before),
      after: jsonSafe(r.after),
      reason: r.reason,
    };
    hash = recordHash(fields, hash);
    await chain.insertChained(q, { ...fields, hash });
  }
  await chain.moveHead(q, seq, hash, true);
}

/** Chains the next page of records older than the chain, in id order, under the locked head; answers the head after. */
export async function chainOlderPage(q: Queryable, head: chain.ChainHead): Promise<chain.ChainHead> {
  const rows = await chain.unchainedLegacy(q, head.legacy_until, LEGACY_PAGE);
  let { seq, hash } = head;
  const placed: { id: bigint; seq: bigint; hash: string }[] = [];
  for (const row of rows) {
    seq += 1n;
    hash = recordHash({ ...row, seq: String(seq) }, hash);
    placed.push({ id: row.id, seq, hash });
  }
  await chain.chainLegacy(q, placed);
  const done = rows.length < LEGACY_PAGE;
  await chain.moveHead(q, seq, hash, done);
  return { ...head, seq, hash, legacy_done: done };
}
