import type { Queryable } from '../../db/database';

/** A period's seed as stored: sealed (seed-vault.ts), or in clear until the start-up step seals it (older chains). */
export interface StoredSeed {
  seed: string | null;
  sealed: Buffer | null;
}

/** A chain and its seeds, sealed. */
export async function insertChain(q: Queryable, gameId: number, firstPeriod: bigint, sealed: Buffer[], commitment: string): Promise<void> {
  const [chain] = await q.query<{ id: number }>(
    'INSERT INTO lottery_chains (game_id, first_period, length, commitment) VALUES ($1, $2, $3, $4) RETURNING id',
    [gameId, firstPeriod, sealed.length, commitment],
  );
  await q.query(
    `INSERT INTO lottery_seeds (game_id, period_no, chain_id, sealed)
     SELECT $1, $2::bigint + ord - 1, $3, sealed FROM unnest($4::bytea[]) WITH ORDINALITY AS s(sealed, ord)`,
    [gameId, firstPeriod, chain!.id, sealed],
  );
}

export async function storedSeed(q: Queryable, gameId: number, period: bigint | number): Promise<StoredSeed | undefined> {
  const [row] = await q.query<StoredSeed>('SELECT seed, sealed FROM lottery_seeds WHERE game_id = $1 AND period_no = $2', [gameId, period]);
  return row;
}

/** Seeds still in clear (older chains), locked for sealing; another instance sealing at once skips them. */
export async function clearSeeds(q: Queryable, limit: number) {
  return q.query<{ game_id: number; period_no: bigint; seed: string }>(
    'SELECT game_id, period_no, seed FROM lottery_seeds WHERE seed IS NOT NULL ORDER BY game_id, period_no LIMIT $1 FOR UPDATE SKIP LOCKED',
    [limit],
  );
}

export async function sealSeeds(q: Queryable, rows: { game_id: number; period_no: bigint; sealed: Buffer }[]): Promise<void> {
  if (rows.length === 0) return;
  await q.query(
    `UPDATE lottery_seeds s SET sealed = r.sealed, seed = NULL
     FROM unnest($1::int[], $2::bigint[], $3::bytea[]) AS r(game_id, period_no, sealed)
     WHERE s.game_id = r.game_id AND s.period_no = r.period_no`,
    [rows.map((r) => r.game_id), rows.map((r) => r.period_no), rows.map((r) => r.sealed)],
  );
}

/** The fingerprint of the key the seeds are sealed with: the first one asked for is kept. */
export async function keyFingerprint(q: Queryable, offered: string): Promise<string> {
  await q.query('INSERT INTO lottery_seed_key (fingerprint) VALUES ($1) ON CONFLICT DO NOTHING', [offered]);
  const [row] = await q.query<{ fingerprint: string }>('SELECT fingerprint FROM lottery_seed_key');
  return row!.fingerprint;
}
