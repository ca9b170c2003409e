/**
 * The database interface every repository is written against: a pg pool over the embedded PostgreSQL server
 * (default) or the one DATABASE_URL names.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Inside Database.tx only: runs step after the transaction's own work, just before COMMIT, in the order asked.
   * For a lock every writer shares and that must be the transaction's last (the audit chain's head, lock-order.md).
   */
  beforeCommit?(step: () => Promise<void>): void;
}

export interface Database extends Queryable {
  /**
   * Runs fn in one transaction: committed when it resolves, rolled back when it throws; run again from the start
   * after a deadlock or serialization failure (db/retry.ts), so fn has no effect outside the database.
   */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /**
   * A few connections of their own on the same database, for work that must not queue behind ordinary requests
   * for a connection (the snap-buy batches); opened on first use, closed with this database.
   */
  lane?(max: number): Database;
  /** How to open another pool on this database (a worker thread has to): the server's URL and the schema. */
  readonly connection?: { url: string; schema?: string };
}

/** PostgreSQL error code for a unique-constraint violation. */
export const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}
