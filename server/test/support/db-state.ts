import type { Database } from '../../src/db/database';

/** Tables whose rows change by design on any request, answered or refused: the rate-limit counters. */
const CHANGES_ON_EVERY_REQUEST = /^rate_limit/;
/** Columns that change by design on any request an operator makes, answered or refused: a session's last use (idle expiry). */
const TOUCHED_ON_EVERY_REQUEST: Record<string, string> = { operator_tokens: 'last_used_at' };

/** A fingerprint of every row of every table of the current schema: equal fingerprints, unchanged state. */
export async function stateFingerprint(db: Database): Promise<string> {
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const parts: string[] = [];
  for (const { table_name: table } of tables) {
    if (CHANGES_ON_EVERY_REQUEST.test(table)) continue;
    const touched = TOUCHED_ON_EVERY_REQUEST[table];
    const text = touched ? `(to_jsonb(t) - '${touched}')::text` : 't::text';
    const [row] = await db.query<{ digest: string | null }>(
      `SELECT md5(string_agg(${text}, '|' ORDER BY ${text})) AS digest FROM "${table}" t`,
    );
    parts.push(`${table}:${row?.digest ?? '-'}`);
  }
  return parts.join(' ');
}
