import { RETENTION_LOCK } from '../src/modules/releases/repository';
import { prune } from '../src/modules/releases/retention';
import { testConfig } from '../src/config';
import { createServices } from '../src/services';
import { openTestDatabase } from './helpers';
import { insertRelease, logEntry, putOnChannel } from './support/release-rows';

let db: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const version = (i: number) => `0.1.${i}+${String(i).padStart(12, '0')}`;
const count = async (sql: string, params: unknown[] = []) => Number((await db.query<{ n: string }>(sql, params))[0]!.n);

it('keeps the newest ten, those on a channel and those live in the last seven days; prunes the rest and their blobs', async () => {
  // mf-bank: fifteen releases a day apart, the oldest 30 days old. Each has a file of its own and one all share.
  const ids: string[] = [];
  for (let i = 0; i < 15; i++) {
    ids.push(await insertRelease(db, 'mf-bank', version(i), { 'mf-manifest.json': `{"v":${i}}`, 'shared.js': 'shared' }, 30 - i));
  }
  // 2 was stable from 30 to 20 days ago, 1 from then until 3 days ago, 0 since (and still is).
  await logEntry(db, 'mf-bank', 'stable', ids[2]!, 'promote', 30);
  await logEntry(db, 'mf-bank', 'stable', ids[1]!, 'promote', 20);
  await putOnChannel(db, 'mf-bank', 'stable', ids[0]!);
  await db.query(`UPDATE release_channel_log SET at = now() - interval '3 days' WHERE release_id = $1`, [ids[0]]);
  // 3 was a canary 12 days ago, withdrawn 10 days ago: the withdrawal names it, yet it was not live since.
  await logEntry(db, 'mf-bank', 'canary', ids[3]!, 'canary', 12, 10);
  await logEntry(db, 'mf-bank', 'canary', ids[3]!, 'withdraw', 10, 10);
  // 4 was never live. Another remote's one old release is among its own newest ten.
  const lottery = await insertRelease(db, 'mf-lottery', version(0), { 'mf-manifest.json': '{"lottery":0}' }, 60);
  // A blob no file names (a publish that failed after storing it, say).
  await db.query(`INSERT INTO release_blobs (sha256, bytes, size) VALUES ($1, 'x', 1)`, ['f'.repeat(64)]);

  const blobsBefore = await count('SELECT count(*) AS n FROM release_blobs');
  expect(await prune(db)).toEqual({ releases: 3, blobs: 4 });

  const pruned = await db.query<{ id: string }>('SELECT id::text FROM releases WHERE pruned_at IS NOT NULL ORDER BY id');
  expect(pruned.map((r) => r.id)).toEqual([ids[2], ids[3], ids[4]]);
  for (const id of [ids[2], ids[3], ids[4]]) expect(await count('SELECT count(*) AS n FROM release_files WHERE release_id = $1', [id])).toBe(0);
  for (const id of [...ids.slice(0, 2), ...ids.slice(5), lottery]) {
    expect(await count('SELECT count(*) AS n FROM release_files WHERE release_id = $1', [id])).toBeGreaterThan(0);
  }
  // Their own manifests' blobs and the orphan are gone; the shared file stays, named by the kept releases.
  expect(await count('SELECT count(*) AS n FROM release_blobs')).toBe(blobsBefore - 4);
  expect(await count(`SELECT count(*) AS n FROM release_blobs WHERE bytes = 'shared'`)).toBe(1);
  expect(await count('SELECT count(*) AS n FROM release_files f LEFT JOIN release_blobs b USING (sha256) WHERE b.sha256 IS NULL')).toBe(0);
  // The rows stay: the channel log names them.
  expect(await count('SELECT count(*) AS n FROM releases')).toBe(16);

  // Nothing more to do.
  expect(await prune(db)).toEqual({ releases: 0, blobs: 0 });
});

it('lets a release go once its week since leaving a channel is over', async () => {
  // 1 left stable 3 days ago (above): it is kept until that span is more than seven days old.
  await db.query(`UPDATE release_channel_log SET at = at - interval '5 days' WHERE remote = 'mf-bank'`);
  expect(await prune(db)).toEqual({ releases: 1, blobs: 1 });
  expect(await count(`SELECT count(*) AS n FROM releases WHERE version = $1 AND pruned_at IS NOT NULL`, [version(1)])).toBe(1);
  // The stable one is kept however old its promote is.
  expect(await count(`SELECT count(*) AS n FROM releases WHERE remote = 'mf-bank' AND version = $1 AND pruned_at IS NULL`, [version(0)])).toBe(1);
});

it('prunes once when two instances run at once: one prunes, the other skips or finds nothing left', async () => {
  // mf-shopping: twelve releases never live, so its two oldest are due.
  for (let i = 0; i < 12; i++) await insertRelease(db, 'mf-shopping', version(i), { 'mf-manifest.json': `{"shopping":${i}}` }, 40 - i);
  // Both may find the lock taken by a publish of another test in this schema: try again.
  let pruned = 0;
  for (let turn = 0; turn < 50 && pruned === 0; turn++) {
    const runs = await Promise.all([prune(db), prune(db)]);
    pruned = runs.reduce((sum, run) => sum + (run?.releases ?? 0), 0);
  }
  expect(pruned).toBe(2);
  expect(await count(`SELECT count(*) AS n FROM releases WHERE remote = 'mf-shopping' AND pruned_at IS NOT NULL`)).toBe(2);
});

it('holds a promote back while retention prunes, so the promote sees the release pruned and refuses it', async () => {
  const releases = createServices({ db, config: testConfig() }).releases;
  const id = await insertRelease(db, 'mf-account', version(1), { 'mf-manifest.json': '{"account":1}' }, 1);
  let promoted: Promise<unknown> | undefined;
  let settled = false;
  await db.tx(async (q) => {
    // What retention does, holding its lock exclusive until it commits.
    await q.query(`SELECT pg_advisory_xact_lock(${RETENTION_LOCK})`);
    await q.query('UPDATE releases SET pruned_at = now() WHERE id = $1', [id]);
    promoted = releases.promote('mf-account', version(1), 'cli:test').finally(() => (settled = true));
    promoted.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBe(false);
  });
  await expect(promoted).rejects.toMatchObject({ key: 'release.pruned' });
});
