import type { Queryable } from '../../db/database';
import { toJson } from '../../json';
import { chainTimeSql, type ChainFields } from './audit-chain';

export interface ChainHead {
  seq: bigint;
  hash: string;
  legacy_until: bigint;
  legacy_done: boolean;
}

/** A stored record with its place and hash (null: never chained — an older record not filled in, or forged). */
export interface ChainedRow extends ChainFields {
  id: bigint;
  seq_no: bigint | null;
  hash: string | null;
}

/** The chain's head, locked until the transaction ends: the last lock a writer of audit records takes. */
export async function lockHead(q: Queryable): Promise<ChainHead> {
  const [head] = await q.query<ChainHead>('SELECT seq, hash, legacy_until, legacy_done FROM audit_chain_head FOR UPDATE');
  return head!;
}

export async function readHead(q: Queryable): Promise<ChainHead> {
  const [head] = await q.query<ChainHead>('SELECT seq, hash, legacy_until, legacy_done FROM audit_chain_head');
  return head!;
}

export async function moveHead(q: Queryable, seq: bigint, hash: string, legacyDone: boolean): Promise<void> {
  await q.query('UPDATE audit_chain_head SET seq = $1, hash = $2, legacy_done = $3', [seq, hash, legacyDone]);
}

/** A new record, chained: its fields exactly as hashed (time as chainTime wrote it, before and after as JSON). */
export async function insertChained(q: Queryable, r: ChainFields & { hash: string }): Promise<void> {
  await q.query(
    `INSERT INTO audit_log (seq, hash, actor, action, target_type, target_id, before, after, reason, createtime)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [r.seq, r.hash, r.actor, r.action, r.target_type, r.target_id, toJson(r.before), toJson(r.after), r.reason, r.time],
  );
}

const FIELDS = `id, seq AS seq_no, hash, seq::text AS seq, ${chainTimeSql('createtime')} AS time, actor, action, target_type,
                target_id::text AS target_id, before, after, reason`;

/** Records written before the chain and not yet in it, oldest first, a page at a time. */
export async function unchainedLegacy(q: Queryable, legacyUntil: bigint, limit: number): Promise<ChainedRow[]> {
  return q.query<ChainedRow>(`SELECT ${FIELDS} FROM audit_log l WHERE l.hash IS NULL AND l.id <= $1 ORDER BY l.id LIMIT $2`, [legacyUntil, limit]);
}

/** Fills in older records' places in the chain (the trigger of migration 037 allows this once per record). */
export async function chainLegacy(q: Queryable, placed: { id: bigint; seq: bigint; hash: string }[]): Promise<void> {
  if (placed.length === 0) return;
  await q.query(
    `UPDATE audit_log a SET seq = p.seq, hash = p.hash
     FROM unnest($1::bigint[], $2::bigint[], $3::text[]) AS p(id, seq, hash) WHERE a.id = p.id`,
    [placed.map((p) => p.id), placed.map((p) => p.seq), placed.map((p) => p.hash)],
  );
}

/** The chained records after (seq, id), in chain order: verify's and export's walk, a page at a time. */
export async function chainPage(q: Queryable, after: { seq: bigint; id: bigint }, limit: number): Promise<ChainedRow[]> {
  return q.query<ChainedRow>(
    // Qualified: a bare `seq` in ORDER BY would be FIELDS' text copy, sorting "10" before "2".
    `SELECT ${FIELDS} FROM audit_log l WHERE l.seq IS NOT NULL AND (l.seq, l.id) > ($1, $2) ORDER BY l.seq, l.id LIMIT $3`,
    [after.seq, after.id, limit],
  );
}

/** The oldest record outside the chain (none once every older record is chained: then it was put there by hand). */
export async function firstUnchained(q: Queryable): Promise<{ id: bigint; seq: bigint | null } | undefined> {
  const [row] = await q.query<{ id: bigint; seq: bigint | null }>('SELECT id, seq FROM audit_log WHERE seq IS NULL OR hash IS NULL ORDER BY id LIMIT 1');
  return row;
}

/** A snapshot for a walk of the whole chain: the head and every record as of one moment, while others write on. */
export async function snapshot(q: Queryable): Promise<void> {
  await q.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
}
