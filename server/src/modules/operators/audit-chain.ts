import { createHash } from 'node:crypto';

/**
 * The audit trail's hash chain — the one definition the shop writes and verifies with. An auditor's own check
 * (scripts/audit-verify.mjs) implements the same few lines again on purpose, with nothing of the shop's.
 *
 * A record's hash is the lowercase hex sha256 of the canonical JSON of this object:
 *
 *   { seq, time, actor, action, target_type, target_id, before, after, reason, prev }
 *
 * - seq: the record's place in the chain, 1, 2, 3 … with no gap, as a decimal string;
 * - time: when it was written, UTC, ISO 8601 with six decimals ("2026-11-28T01:13:08.123000Z"); the shop gives
 *   milliseconds, so new records end in "000Z" (records older than the chain keep their microseconds);
 * - actor, action, target_type, reason: strings; target_id: the decimal string of the target's id;
 * - before, after: the JSON values as stored (null when none);
 * - prev: the previous record's hash; for seq 1, 64 zeros (GENESIS).
 *
 * Canonical JSON: no whitespace; object keys sorted by their UTF-16 code units (JavaScript's default sort), at every
 * depth; arrays in their order; strings and numbers as JSON.stringify writes them. For the values an audit record
 * holds this is RFC 8785 (JCS).
 */
export const GENESIS = '0'.repeat(64);

/** A record's chained fields, as stored and read back (what verify recomputes from). */
export interface ChainFields {
  seq: string;
  time: string;
  actor: string;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  reason: string;
}

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function recordHash(fields: ChainFields, prev: string): string {
  const { seq, time, actor, action, target_type, target_id, before, after, reason } = fields;
  const hashed = { seq, time, actor, action, target_type, target_id, before, after, reason, prev };
  return createHash('sha256').update(canonicalJson(hashed), 'utf8').digest('hex');
}

/** The time as hashed: what the database answers for the stored timestamptz through chainTimeSql. */
export const chainTime = (at: Date): string => at.toISOString().replace(/Z$/, '000Z');

/** The stored time of a record as chainTime writes it (a column expression; `column` is fixed code, never input). */
export const chainTimeSql = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
