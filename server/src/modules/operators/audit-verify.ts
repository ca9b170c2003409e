import type { Database, Queryable } from '../../db/database';
import { chainOlderPage } from './audit-append';
import { GENESIS, recordHash } from './audit-chain';
import * as chain from './audit-chain-repository';

/** Records read per query by verify and export: the table may hold millions, never loaded whole. */
const WALK_PAGE = 1000;

/**
 * What was done to the chain, at the first record that does not fit:
 * - changed: its fields no longer give its hash (and the next record still chains to its stored hash);
 * - removed: records are missing (a gap in seq; or the tail: the head counts more than the table holds);
 * - inserted: a record that does not chain while the next one chains to the one before it, a second record at a
 *   taken place, a record past the head, or a record outside the chain (no seq or hash).
 */
export interface ChainProblem {
  kind: 'changed' | 'removed' | 'inserted';
  /** The chain place concerned (for removed: the first missing one). */
  seq: string;
  /** The row's id (for removed: the id of the record after the gap, if any). */
  id?: string;
  message: string;
}

/** A head an auditor kept from an earlier export: the record at `seq` must still have `hash`. */
export interface ChainAnchor {
  seq: bigint;
  hash: string;
}

/** Reads `seq:hash` (as audit:export's head prints them); undefined for anything else. */
export function parseAnchor(text: string): ChainAnchor | undefined {
  const m = /^(\d{1,18}):([0-9a-f]{64})$/.exec(text.trim());
  return m ? { seq: BigInt(m[1]!), hash: m[2]! } : undefined;
}

export interface ChainReport {
  ok: boolean;
  records: number;
  head: { seq: string; hash: string };
  problem?: ChainProblem;
}

/** The audit chain's upkeep and checks: the older records chained once, verify, and the auditor's export. */
export class AuditChain {
  constructor(private readonly db: Database) {}

  /**
   * Chains the records older than the chain (migration 037), in id order, a page per transaction: run at start-up
   * and before verify or export. A no-op once done (and the trigger then refuses every update).
   */
  async chainOlder(): Promise<void> {
    for (;;) {
      const done = await this.db.tx(async (q) => {
        const head = await chain.lockHead(q);
        return head.legacy_done || (await chainOlderPage(q, head)).legacy_done;
      });
      if (done) return;
    }
  }

  /**
   * Recomputes the whole chain as of one moment and names the first record changed, removed or inserted.
   * `anchors` are heads an auditor kept from earlier exports (`seq:hash`): someone with database rights could
   * rewrite a record and recompute every hash after it, so the chain holds only if each kept head is still there.
   */
  async verify(anchors: ChainAnchor[] = []): Promise<ChainReport> {
    const kept = new Map(anchors.map((a) => [a.seq, a.hash]));
    await this.chainOlder();
    return this.db.tx(async (q) => {
      await chain.snapshot(q);
      const head = await chain.readHead(q);
      const report = (records: number, problem?: ChainProblem): ChainReport => ({
        ok: !problem,
        records,
        head: { seq: String(head.seq), hash: head.hash },
        ...(problem ? { problem } : {}),
      });
      const rows = walk(q);
      let prev = GENESIS;
      let expected = 1n;
      let records = 0;
      let ahead = await rows.next();
      while (!ahead.done) {
        const row = ahead.value;
        ahead = await rows.next();
        const seq = row.seq_no!;
        const at = { seq: String(seq), id: String(row.id) };
        if (seq > head.seq) return report(records, { kind: 'inserted', ...at, message: `record #${seq} (id ${row.id}) is past the chain's head (#${head.seq}): inserted` });
        if (seq > expected) {
          return report(records, { kind: 'removed', seq: String(expected), id: String(row.id), message: `records #${expected}–#${seq - 1n} are missing before id ${row.id}: removed` });
        }
        if (seq === expected && recordHash(row, prev) === row.hash) {
          const anchor = kept.get(seq);
          if (anchor !== undefined && anchor !== row.hash) {
            return report(records, { kind: 'changed', ...at, message: `record #${seq} (id ${row.id}) is not the one an earlier export kept: the chain was rewritten up to here` });
          }
          prev = row.hash;
          expected += 1n;
          records += 1;
          continue;
        }
        const next = ahead.done ? undefined : ahead.value;
        // The next record still chains to the one before this: this one was put in between.
        const skipped = next && [next.seq_no!, expected].some((s) => recordHash({ ...next, seq: String(s) }, prev) === next.hash);
        if (skipped || seq < expected) return report(records, { kind: 'inserted', ...at, message: `record #${seq} (id ${row.id}) does not belong to the chain: inserted` });
        return report(records, { kind: 'changed', ...at, message: `record #${seq} (id ${row.id}) does not match its hash: changed` });
      }
      if (head.seq > expected - 1n) {
        return report(records, { kind: 'removed', seq: String(expected), message: `records #${expected}–#${head.seq} (the newest) are missing: removed` });
      }
      const lost = [...kept.keys()].find((s) => s > expected - 1n);
      if (lost !== undefined) return report(records, { kind: 'removed', seq: String(lost), message: `record #${lost}, kept by an earlier export, is gone: removed` });
      if (head.hash !== prev) return report(records, { kind: 'changed', seq: String(head.seq), message: `the chain's head does not match record #${head.seq}: changed` });
      const stray = await chain.firstUnchained(q);
      if (stray) return report(records, { kind: 'inserted', seq: String(stray.seq ?? ''), id: String(stray.id), message: `record id ${stray.id} is outside the chain: inserted` });
      return report(records);
    });
  }

  /**
   * The chain as JSON lines for an auditor (scripts/audit-verify.mjs checks it with nothing of the shop's): each
   * record's hashed fields and its hash, in chain order, then {"head": {seq, hash}}; all as of one moment. `write`
   * is the one effect outside the database in a transaction: a read-only snapshot takes no row lock, so it never
   * meets a deadlock or serialization failure and is never run twice.
   */
  async export(write: (line: string) => Promise<void>): Promise<{ records: number; head: { seq: string; hash: string } }> {
    await this.chainOlder();
    return this.db.tx(async (q) => {
      await chain.snapshot(q);
      const head = await chain.readHead(q);
      let records = 0;
      for await (const row of walk(q)) {
        const { seq, time, actor, action, target_type, target_id, before, after, reason, hash } = row;
        await write(JSON.stringify({ seq, time, actor, action, target_type, target_id, before, after, reason, hash }));
        records += 1;
      }
      const end = { seq: String(head.seq), hash: head.hash };
      await write(JSON.stringify({ head: end }));
      return { records, head: end };
    });
  }
}

/** Every chained record in chain order, read a page at a time. */
async function* walk(q: Queryable): AsyncGenerator<chain.ChainedRow & { hash: string }> {
  let after = { seq: -1n, id: -1n };
  for (;;) {
    const page = await chain.chainPage(q, after, WALK_PAGE);
    for (const row of page) yield row as chain.ChainedRow & { hash: string };
    if (page.length < WALK_PAGE) return;
    const last = page[page.length - 1]!;
    after = { seq: last.seq_no!, id: last.id };
  }
}
