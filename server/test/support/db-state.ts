import type { Database } from '../../src/db/database';

/** Tables whose rows change by design on any request, answered or refused: the rate-limit counters. */
const CHANGES_ON_EVERY_REQUEST = /^rate_limit/;
/** Columns that change by design on any request an operator makes, answered or refused: a session's last use (idle expiry). */
const TOUCHED_ON_EVERY_REQUEST: Record<string, string> = { operator_tokens: 'last_used_at' };

/** The one statement that digests every table of a database's schema, made once per database (its tables are fixed). */
const statements = new WeakMap<Database, Promise<string>>();

async function fingerprintStatement(db: Database): Promise<string> {
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const digests = tables
    .map(({ table_name: table }) => table)
    .filter((table) => !CHANGES_ON_EVERY_REQUEST.test(table))
    .map((table) => {
      const touched = TOUCHED_ON_EVERY_REQUEST[table];
      const text = touched ? `(to_jsonb(t) - '${touched}')::text` : 't::text';
      return `SELECT '${table}' AS name, md5(string_agg(${text}, '|' ORDER BY ${text})) AS digest FROM "${table}" t`;
    });
  // One round trip instead of one per table: the endpoint walk takes a fingerprint around each of thousands of requests.
  return digests.join('\nUNION ALL\n');
}

/** A fingerprint of every row of every table of the current schema: equal fingerprints, unchanged state. */
export async function stateFingerprint(db: Database): Promise<string> {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = fingerprintStatement(db)));
  const rows = await db.query<{ name: string; digest: string | null }>(await statement);
  return rows.map((row) => `${row.name}:${row.digest ?? '-'}`).sort().join(' ');
}
