import type { Queryable } from '../../db/database';
import { RELEASE_COLUMNS, type ReleaseRow } from './repository';

/**
 * The smoke queue's SQL (smoke-queue.ts, channels.ts): the smoke state kept on each release row (queued, running
 * under a claim, its verdict) and smoke_runner_tokens, the runners' credentials (the hash only).
 */

/**
 * Claims the oldest release waiting for its smoke run: queued, or running under a claim whose lease ran out (its
 * runner died). SKIP LOCKED: two runners (two instances) never claim the same one, and neither waits on the other.
 */
export async function claimSmoke(q: Queryable, c: { claim: string; by: string; leaseSeconds: number; only?: { remote: string; version: string } }) {
  const [row] = await q.query<ReleaseRow & { smoke_attempts: number }>(
    `UPDATE releases SET smoke = 'running', smoke_claim = $1, smoke_claimed_at = now(), smoke_attempts = smoke_attempts + 1, smoke_by = $2
     WHERE id = (
       SELECT id FROM releases
       WHERE smoke IN ('queued', 'running') AND (smoke = 'queued' OR smoke_claimed_at < now() - make_interval(secs => $3)) AND pruned_at IS NULL
         AND ($4::text IS NULL OR (remote = $4 AND version = $5))
         -- A retired remote's releases can never go live: no runner spends a run (nor a verdict it could not record) on them.
         AND remote IN (SELECT name FROM remotes WHERE retired_at IS NULL)
       ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
     )
     RETURNING ${RELEASE_COLUMNS}, smoke_attempts`,
    [c.claim, c.by, c.leaseSeconds, c.only?.remote ?? null, c.only?.version ?? null],
  );
  return row;
}

/** Records a verdict for the claim that holds the run; false when it no longer does (a lease ran out, another runner took it). */
export async function setVerdict(q: Queryable, id: bigint, claim: string, smoke: 'passed' | 'failed', note: string, by: string): Promise<boolean> {
  const rows = await q.query(
    `UPDATE releases SET smoke = $3, smoke_note = $4, smoke_at = now(), smoke_by = $5, smoke_claim = NULL
     WHERE id = $1 AND smoke = 'running' AND smoke_claim = $2 RETURNING id`,
    [id, claim, smoke, note, by],
  );
  return rows.length > 0;
}

/** Whether the release goes stable when its smoke run passes (the shop's first release of a local build). */
export async function promotesOnPass(q: Queryable, id: bigint): Promise<boolean> {
  const [row] = await q.query<{ promote_on_pass: boolean }>('SELECT promote_on_pass FROM releases WHERE id = $1', [id]);
  return row?.promote_on_pass === true;
}

export async function markPromoteOnPass(q: Queryable, id: bigint) {
  await q.query('UPDATE releases SET promote_on_pass = true WHERE id = $1', [id]);
}

/** Queues a release's run again whatever its verdict (an operator at the server asked for it: channels.smokeAgain). */
export async function queueSmokeAgain(q: Queryable, id: bigint) {
  await q.query(`UPDATE releases SET smoke = 'queued', smoke_claim = NULL, smoke_attempts = 0 WHERE id = $1`, [id]);
}

/** Puts a release back in the smoke queue (the same build published again after its files were pruned). */
export async function requeueSmoke(q: Queryable, id: bigint) {
  await q.query(`UPDATE releases SET smoke = 'queued', smoke_claim = NULL, smoke_attempts = 0 WHERE id = $1 AND smoke IS DISTINCT FROM 'failed'`, [id]);
}

/** A smoke runner's credential (smoke_runner_tokens: the hash only). */
export async function insertRunnerToken(q: Queryable, t: { name: string; tokenHash: string; by: string }) {
  const [row] = await q.query<{ name: string }>(
    'INSERT INTO smoke_runner_tokens (name, token_hash, created_by) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING RETURNING name',
    [t.name, t.tokenHash, t.by],
  );
  return row;
}

export async function runnerByTokenHash(q: Queryable, tokenHash: string): Promise<string | undefined> {
  const [row] = await q.query<{ name: string }>('SELECT name FROM smoke_runner_tokens WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash]);
  return row?.name;
}

export async function revokeRunnerToken(q: Queryable, name: string): Promise<boolean> {
  return (await q.query('UPDATE smoke_runner_tokens SET revoked_at = now() WHERE name = $1 AND revoked_at IS NULL RETURNING name', [name])).length > 0;
}
