import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CurrentPeriod } from '@snapmall/shared/contract';
import { buildApp } from '../src/app';
import { sha256Hex } from '../src/modules/lottery/chain';
import { EMBEDDED_KEY_FILE, loadSeedKey } from '../src/modules/lottery/seed-key';
import { SeedVault, WrongSeedKey } from '../src/modules/lottery/seed-vault';
import { createServices } from '../src/services';
import { registerUser, startTestServer, type TestServer } from './helpers';
import { requestApproved } from './approval-helpers';
import { moneyShop } from './money-helpers';

/**
 * Issue 26, "lottery seeds unreadable before their draw": the seeds of periods to come are stored sealed under a key
 * kept outside the database; someone who reads lottery_seeds learns nothing of them. A wrong key draws nothing and
 * customers get a refusal, not a 500. And a period is offered only when it can take bets.
 */
let server: TestServer;
let admin: string;
beforeAll(async () => {
  // No draw ticker: each test makes its game's seeds itself (ensureSeeds, tick), so it knows when a period has one.
  server = await startTestServer({ lotteryTickMs: 3_600_000 });
  ({ admin } = await moneyShop(server));
});
afterAll(() => server.close());

const PAYOUTS = [{ code: 'big', payout: 195 }, { code: 'small', payout: 195 }];
const services = (lotterySeedKey = server.config.lotterySeedKey) => createServices({ db: server.db, config: { ...server.config, lotterySeedKey } });
const theKey = () => Buffer.from(process.env.LOTTERY_SEED_KEY!, 'base64');

async function newGame(periodSeconds = 60, seeded = true) {
  const res = await server.post<{ id: number }>(
    '/api/admin/lottery/game/save',
    { name_en: 'Sealed', name_zh: '密封', period_seconds: periodSeconds, close_seconds: 5, min_stake: 10, max_stake: 1000, payouts: PAYOUTS, enabled: 1 },
    { token: admin },
  );
  if (seeded) await services().draws.ensureSeeds(res.body.data.id);
  return res.body.data.id;
}
const openPeriod = async (gameId: number) =>
  Number((await server.db.query<{ p: bigint }>('SELECT floor(extract(epoch FROM now() - epoch) / period_seconds)::bigint + 1 AS p FROM lottery_games WHERE id = $1', [gameId]))[0]!.p);

async function player() {
  const user = await registerUser(server);
  await requestApproved(server, '/api/admin/user/adjust', { user_id: user.userinfo.id, asset: 'points', amount: '500', reason: 'test', request_id: randomUUID() }, admin);
  return user.token;
}

describe('sealed seeds', () => {
  it('keeps no seed of a period to come in clear: what the key opens is the chain the commitment fixed', async () => {
    const gameId = await newGame();
    const open = await openPeriod(gameId);
    const rows = await server.db.query<{ period_no: bigint; seed: string | null; sealed: Buffer; row: string }>(
      'SELECT s.period_no, s.seed, s.sealed, s::text AS row FROM lottery_seeds s WHERE game_id = $1 ORDER BY period_no',
      [gameId],
    );
    expect(rows.length).toBe(1440);
    expect(rows.every((r) => r.period_no >= BigInt(open) && r.seed === null)).toBe(true);
    const vault = new SeedVault(theKey);
    const seeds = rows.map((r) => vault.open(gameId, r.period_no, r.sealed));
    // The opened seeds are the real chain: each hashes to the one before, the first to the published commitment.
    const [chain] = await server.db.query<{ commitment: string }>('SELECT commitment FROM lottery_chains WHERE game_id = $1', [gameId]);
    expect(sha256Hex(seeds[0]!)).toBe(chain!.commitment);
    for (let i = 1; i < seeds.length; i++) expect(sha256Hex(seeds[i]!)).toBe(seeds[i - 1]);
    // …and no form of any of them is in the table: not the hex, not the bytes, not its hash's place in another row.
    const table = rows.map((r) => `${r.row} ${r.sealed.toString('hex')} ${r.sealed.toString('base64')}`).join('\n');
    for (const seed of seeds) {
      expect(table).not.toContain(seed);
      expect(table).not.toContain(Buffer.from(seed, 'hex').toString('base64'));
    }
    expect(await server.db.query('SELECT 1 FROM lottery_seeds WHERE seed IS NOT NULL')).toEqual([]);
  });

  it('seals the clear seeds of an older chain at start, and they still open to the same seeds', async () => {
    const gameId = await newGame();
    const clear = Array.from({ length: 5 }, () => randomBytes(32).toString('hex'));
    // A chain written before migration 038 (or by a previous version's instance): its seeds in clear.
    const [chain] = await server.db.query<{ id: number }>("INSERT INTO lottery_chains (game_id, first_period, length, commitment) VALUES ($1, 100000, 5, 'x') RETURNING id", [gameId]);
    await server.db.query('INSERT INTO lottery_seeds (game_id, period_no, chain_id, seed) SELECT $1, 100000 + ord - 1, $2, s FROM unnest($3::text[]) WITH ORDINALITY AS t(s, ord)', [gameId, chain!.id, clear]);
    expect(await services().draws.sealSeeds()).toBe(5);
    expect(await server.db.query('SELECT 1 FROM lottery_seeds WHERE seed IS NOT NULL')).toEqual([]);
    const sealed = await server.db.query<{ period_no: bigint; sealed: Buffer }>('SELECT period_no, sealed FROM lottery_seeds WHERE chain_id = $1 ORDER BY period_no', [chain!.id]);
    expect(sealed.map((r) => new SeedVault(theKey).open(gameId, r.period_no, r.sealed))).toEqual(clear);
  });

  it('does not open a sealed seed moved to another period', async () => {
    const vault = new SeedVault(theKey);
    const seed = randomBytes(32).toString('hex');
    const sealed = vault.seal(1, 10n, seed);
    expect(vault.open(1, 10n, sealed)).toBe(seed);
    expect(() => vault.open(1, 11n, sealed)).toThrow(WrongSeedKey);
    expect(() => vault.open(2, 10n, sealed)).toThrow(WrongSeedKey);
  });

  it('draws nothing with a wrong key (a clear error) and refuses customers without a 500; the right key goes on', async () => {
    const gameId = await newGame(60);
    // Ten seconds into its open period (closing at 55 s), so the right key's bet below is not refused as too late.
    const p = await openPeriod(gameId);
    await server.db.query('UPDATE lottery_games SET epoch = now() - make_interval(secs => ($2::bigint - 1) * 60 + 10) WHERE id = $1', [gameId, p]);
    const wrong = randomBytes(32).toString('base64');
    const before = await server.db.query('SELECT fingerprint FROM lottery_seed_key');
    await expect(services(wrong).draws.tick()).rejects.toThrow(/not the one this shop sealed its seeds with/);
    await expect(services(wrong).draws.sealSeeds()).rejects.toThrow(/not the one this shop sealed its seeds with/);
    await expect(services(wrong).draws.ensureSeeds(gameId)).resolves.toBeUndefined(); // seeds ahead already: nothing to seal
    expect(await server.db.query('SELECT fingerprint FROM lottery_seed_key')).toEqual(before);
    const app = await buildApp({ db: server.db, config: { ...server.config, lotterySeedKey: wrong, lotteryTickMs: 3_600_000 } });
    try {
      const token = await player();
      const post = async (url: string, body: unknown) => {
        const res = await app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', token }, payload: JSON.stringify(body) });
        return { status: res.statusCode, body: res.json<{ code: number; msg: string }>() };
      };
      const period = await openPeriod(gameId);
      for (const answer of [await post('/api/lottery/current', { game_id: gameId }), await post('/api/lottery/bet', { game_id: gameId, period_no: period, bet_type: 'big', amount: 50, request_id: randomUUID() })]) {
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ code: 0, msg: 'No period is open for bets right now; the next one opens shortly' });
      }
      // The shop's own key still offers the period and takes the bet.
      const right = await server.post<CurrentPeriod>('/api/lottery/current', { game_id: gameId }, { token });
      expect(right.body.data).toMatchObject({ period_no: period });
      expect((await server.post('/api/lottery/bet', { game_id: gameId, period_no: period, bet_type: 'big', amount: 50, request_id: randomUUID() }, { token })).body.code).toBe(1);
    } finally {
      await app.close();
    }
  });
});

describe('the first period of a new game', () => {
  it('takes bets at once: its chain begins with the period open when the game is made', async () => {
    const gameId = await newGame(3600);
    const token = await player();
    const offered = (await server.post<CurrentPeriod>('/api/lottery/current', { game_id: gameId }, { token })).body.data;
    expect(offered.period_no).toBe(await openPeriod(gameId));
    expect(offered.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect((await server.post('/api/lottery/bet', { game_id: gameId, period_no: offered.period_no, bet_type: 'big', amount: 50, request_id: randomUUID() }, { token })).body.code).toBe(1);
    // A refusal of another period names the open one.
    const refused = await server.post('/api/lottery/bet', { game_id: gameId, period_no: offered.period_no + 1, bet_type: 'big', amount: 50, request_id: randomUUID() }, { token });
    expect(refused.body.msg).toBe(`That period is not open for bets; period ${offered.period_no} is`);
  });

  it('offers no period that has no seed, and a bet on it is refused without naming it as the open one', async () => {
    // Made a moment ago: the draw ticker has not made its first chain yet.
    const gameId = await newGame(3600, false);
    const token = await player();
    const first = await openPeriod(gameId);
    const offered = await server.post<CurrentPeriod>('/api/lottery/current', { game_id: gameId }, { token });
    expect(offered.body).toMatchObject({ code: 0, data: null, msg: 'No period is open for bets right now; the next one opens shortly' });
    const refused = await server.post('/api/lottery/bet', { game_id: gameId, period_no: first, bet_type: 'big', amount: 50, request_id: randomUUID() }, { token });
    expect(refused.body).toMatchObject({ code: 0, msg: 'No period is open for bets right now; the next one opens shortly' });
    expect(refused.body.msg).not.toContain(String(first));
    const zh = await server.post('/api/lottery/bet?lang=zh-tw', { game_id: gameId, period_no: first, bet_type: 'big', amount: 50, request_id: randomUUID() }, { token });
    expect(zh.body.msg).toBe('目前沒有開放投注的期數，下一期即將開放');
    // Its chain made, the same period is offered and takes the bet.
    await services().draws.ensureSeeds(gameId);
    expect((await server.post<CurrentPeriod>('/api/lottery/current', { game_id: gameId }, { token })).body.data.period_no).toBe(first);
  });
});

describe('the seed key', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'seed-key-'));

  it('is made once for the embedded database, beside its data, readable by its owner only', () => {
    const dir = dataDir();
    const key = loadSeedKey({ dataDir: dir });
    expect(key).toHaveLength(32);
    const file = path.join(dir, EMBEDDED_KEY_FILE);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSeedKey({ dataDir: dir }).equals(key)).toBe(true);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64').equals(key)).toBe(true);
  });

  it('is never made for a DATABASE_URL shop: it refuses with what to set', () => {
    expect(() => loadSeedKey({ dataDir: dataDir(), databaseUrl: 'postgres://x/y' })).toThrow(/LOTTERY_SEED_KEY to 32 random bytes in base64.*LOTTERY_SEED_KEY_FILE/);
  });

  it('comes from LOTTERY_SEED_KEY or LOTTERY_SEED_KEY_FILE, and a key of the wrong size is refused', () => {
    const key = randomBytes(32);
    expect(loadSeedKey({ dataDir: dataDir(), databaseUrl: 'postgres://x/y', lotterySeedKey: key.toString('base64') }).equals(key)).toBe(true);
    const dir = dataDir();
    loadSeedKey({ dataDir: dir });
    expect(loadSeedKey({ dataDir: dataDir(), databaseUrl: 'postgres://x/y', lotterySeedKeyFile: path.join(dir, EMBEDDED_KEY_FILE) })).toHaveLength(32);
    expect(() => loadSeedKey({ dataDir: dir, lotterySeedKey: randomBytes(16).toString('base64') })).toThrow(/not 32 bytes/);
    expect(() => loadSeedKey({ dataDir: dir, lotterySeedKeyFile: path.join(dir, 'missing.key') })).toThrow(/cannot be read \(ENOENT\)/);
  });
});
