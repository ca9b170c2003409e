import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import { refuse } from '../../domain/errors';

/** What a money-moving call needs to happen at most once: who asks, the client's id for the action, and what. */
export interface OnceKey {
  /** 'user:12' or 'operator:3': ids are per caller. */
  actor: string;
  requestId: string;
  endpoint: string;
  /** The request as sent, less lang, token and request_id: the same id with another body is refused. */
  body: Record<string, unknown>;
}

const IGNORED = new Set(['lang', 'token', 'request_id']);
/** Secrets never reach the stored hash: a fast hash of a 6-digit password is found in seconds. */
const isSecret = (field: string) => field.includes('password');

function bodyHash(endpoint: string, body: Record<string, unknown>): string {
  const fields = Object.keys(body).filter((k) => !IGNORED.has(k) && !isSecret(k)).sort();
  return createHash('sha256').update(JSON.stringify([endpoint, fields.map((k) => [k, body[k]])])).digest('hex');
}

/**
 * Runs work in one transaction at most once per actor and request id. The key is claimed first, in the same
 * transaction: a concurrent duplicate waits on it (a unique index), then finds the committed answer and returns it;
 * if the first attempt failed, nothing was kept and the retry runs afresh. The answer must be JSON.
 */
export async function once<T>(
  db: Database,
  key: OnceKey,
  work: (q: Queryable) => Promise<T>,
  /** Checks that need no transaction (a password, limits): skipped when the request was answered before. */
  precheck?: () => Promise<void>,
): Promise<T> {
  const hash = bodyHash(key.endpoint, key.body);
  const answered = await earlierAnswer<T>(db, key, hash);
  if (answered) return answered.answer;
  await precheck?.();
  for (;;) {
    const outcome = await db.tx(async (q) => {
      const claimed = await q.query(
        `INSERT INTO idempotency_keys (actor, request_id, endpoint, body_hash, answer) VALUES ($1, $2, $3, $4, 'null')
         ON CONFLICT (actor, request_id) DO NOTHING RETURNING 1`,
        [key.actor, key.requestId, key.endpoint, hash],
      );
      if (claimed.length === 0) return { done: false as const };
      const answer = await work(q);
      await q.query('UPDATE idempotency_keys SET answer = $3 WHERE actor = $1 AND request_id = $2', [
        key.actor,
        key.requestId,
        JSON.stringify(answer),
      ]);
      return { done: true as const, answer };
    });
    if (outcome.done) return outcome.answer;
    const earlier = await earlierAnswer<T>(db, key, hash);
    // Gone between the two statements only if the first attempt rolled back: try to claim it again.
    if (earlier) return earlier.answer;
  }
}

/**
 * The answer kept for this actor and request id, if any; the id used for another request is refused. A refusal
 * is not kept: the same action tried again later (after a deposit, say) is decided afresh.
 */
async function earlierAnswer<T>(db: Database, key: OnceKey, hash: string): Promise<{ answer: T } | undefined> {
  const [earlier] = await db.query<{ endpoint: string; body_hash: string; answer: T }>(
    'SELECT endpoint, body_hash, answer FROM idempotency_keys WHERE actor = $1 AND request_id = $2',
    [key.actor, key.requestId],
  );
  if (!earlier) return undefined;
  if (earlier.endpoint !== key.endpoint || earlier.body_hash !== hash) throw refuse('request.idReused');
  return { answer: earlier.answer };
}
