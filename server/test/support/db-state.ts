import type { Database } from '../../src/db/database';

/** Tables whose rows change by design on any request, answered or refused: the rate-limit counters. */
const CHANGES_ON_EVERY_REQUEST = /^rate_limit/;

/** A fingerprint of every row of every table of the current schema: equal fingerprints, unchanged state. */
export async function stateFingerprint(db: Database): Promise<string> {
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const parts: string[] = [];
  for (const { table_name: table } of tables) {
    if (CHANGES_ON_EVERY_REQUEST.test(table)) continue;
    const [row] = await db.query<{ digest: string | null }>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${table}" t`,
    );
    parts.push(`${table}:${row?.digest ?? '-'}`);
  }
  return parts.join(' ');
}
