import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
/** Serialises migrations when several server instances start on one PostgreSQL at once. */
const MIGRATION_LOCK = 7_311_001;

/**
 * A file whose first line is this runs statement by statement outside a transaction, after the files before it
 * are committed: CREATE INDEX CONCURRENTLY cannot run inside one (and would wait forever for an open one). Its
 * statements must be safe to run again (IF NOT EXISTS, or a DO block that checks), since two instances starting
 * at once may both run it and a crash may stop it half way.
 */
export const NO_TRANSACTION = '-- migrate: no transaction';

/** Applies every migrations/NNN_name.sql not yet recorded, each in its own transaction, in file-name order. */
export async function migrate(db: Database): Promise<string[]> {
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  for (;;) {
    const outside = await db.tx(async (q) => {
      // Under the lock from the first statement on: two instances starting on an empty database must not both
      // create the bookkeeping table.
      await q.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await q.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const done = new Set((await q.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version));
      for (const file of files) {
        if (done.has(file)) continue;
        const sql = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
        if (sql.startsWith(NO_TRANSACTION)) return { file, sql };
        for (const statement of splitStatements(sql)) await q.query(statement);
        await q.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
        applied.push(file);
      }
      return undefined;
    });
    if (!outside) return applied;
    for (const statement of splitStatements(outside.sql)) await db.query(statement);
    await db.query('INSERT INTO schema_migrations (version) VALUES ($1) ON CONFLICT DO NOTHING', [outside.file]);
    applied.push(outside.file);
  }
}

/**
 * Statements end with a semicolon at the end of a line, except inside a dollar-quoted body ($$ … $$) of a
 * function, whose own lines end with semicolons too.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let inBody = false;
  for (const line of sql.split('\n')) {
    if (!inBody && /^\s*--/.test(line)) continue;
    current.push(line);
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inBody = !inBody;
    if (!inBody && /;\s*$/.test(line)) {
      statements.push(current.join('\n').replace(/;\s*$/, '').trim());
      current = [];
    }
  }
  statements.push(current.join('\n').trim());
  return statements.filter(Boolean);
}
