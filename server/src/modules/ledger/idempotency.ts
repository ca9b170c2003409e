import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import { refuse } from '../../http/errors';

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

function bodyHash(endpoint: string, body: Record<string, unknown>): string {
  const fields = Object.keys(body).filter((k) => !IGNORED.has(k)).sort();
  return createHash('sha256').update(JSON.stringify([endpoint, fields.map((k) => [k, body[k]])])).digest('hex');
}

/**
 * Runs work in one transaction at most once per actor and request id. The key is claimed first, in the same
 * transaction: a concurrent duplicate waits on it (a unique index), then finds the committed answer and returns it;
 * if the first attempt failed, nothing was kept and the retry runs afresh. The answer must be JSON.
 */
export async function once<T>(db: Database, key: OnceKey, work: (q: Queryable) => Promise<T>): Promise<T> {
  const hash = bodyHash(key.endpoint, key.body);
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
    const [earlier] = await db.query<{ endpoint: string; body_hash: string; answer: T }>(
      'SELECT endpoint, body_hash, answer FROM idempotency_keys WHERE actor = $1 AND request_id = $2',
      [key.actor, key.requestId],
    );
    // Gone between the two statements only if the first attempt rolled back: try to claim it again.
    if (!earlier) continue;
    if (earlier.endpoint !== key.endpoint || earlier.body_hash !== hash) throw refuse('request.idReused');
    return earlier.answer;
  }
}
