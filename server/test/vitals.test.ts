import { randomUUID } from 'node:crypto';
import type { AdminVitalsSummary, VitalsRow } from '@snapmall/shared/contract';
import { inCanary } from '@snapmall/shared/remote';
import { VITAL_BOUNDS, bucketOf } from '@snapmall/shared/vitals';
import { SAMPLES_PER_CLIENT } from '../src/modules/vitals/service';
import { CLIENTS_PER_ADDRESS } from '../src/modules/releases/telemetry';
import { createServices } from '../src/services';
import { operatorToken, startTestServer, type TestServer } from './helpers';
import { webRoot } from './support/web-root';

const URL = '/api/telemetry/vitals';
let server: TestServer;
let admin: string;
beforeAll(async () => {
  // The judge runs when a test calls it; the window's vitals need 20 samples a side (CANARY_MIN_VITALS).
  server = await startTestServer({ canaryJudgeMs: 3_600_000, canaryMinClients: 10, canaryMinVitals: 20, canaryVitalsMargin: 0.2 });
  admin = (await operatorToken(server)).token;
});
afterAll(() => server.close());

const rows = <T>(sql: string, params: unknown[] = []) => server.db.query<T & Record<string, unknown>>(sql, params);
const judge = () => createServices({ db: server.db, config: server.config }).releaseTelemetry.judge();

let releases = 0;
async function release(remote: string) {
  releases += 1;
  const version = `2.0.${releases}+${releases.toString(16).padStart(12, '0')}`;
  const [row] = await rows<{ id: bigint }>("INSERT INTO releases (remote, version, created_by, size) VALUES ($1, $2, 'test', 0) RETURNING id", [remote, version]);
  return { id: row!.id, version };
}

/** A remote with a stable release and a canary at `percent` (10 unless given). */
async function channels(remote: string, percent = 10) {
  const [stable, canary] = [await release(remote), await release(remote)];
  await rows("INSERT INTO release_channels (remote, channel, release_id, percent) VALUES ($1, 'stable', $2, 100), ($1, 'canary', $3, $4)", [
    remote,
    stable.id,
    canary.id,
    percent,
  ]);
  return { stable, canary };
}

function clientOn(side: 'canary' | 'stable', remote: string, percent = 10): string {
  for (;;) {
    const id = randomUUID();
    if (inCanary(id, remote, percent) === (side === 'canary')) return id;
  }
}

let addresses = 0;
const freshAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

type Sample = { metric: string; value: number; route?: string };
/** One beacon of the shell: `samples` of one release from one browser and address. */
async function send(remote: string, version: string, client: string, samples: Sample[], address = freshAddress(), extra: object = {}) {
  const res = await server.app.inject({
    method: 'POST',
    url: URL,
    remoteAddress: address,
    payload: { client, device: 'phone', connection: '4g', samples: samples.map((s) => ({ route: '/pages/bank/deposit', remote, version, ...s })), ...extra },
  });
  return { status: res.statusCode, code: res.json<{ code: number }>().code };
}

const summary = async (days: 1 | 7) => (await server.post<AdminVitalsSummary>('/api/admin/vitals/summary', { days }, { token: admin })).body.data;
const figure = (row: VitalsRow | undefined, metric: string) => row?.vitals.find((v) => v.metric === metric);
const versionRow = async (version: string, days: 1 | 7 = 1) => (await summary(days)).versions.find((r) => r.name === version);
const clearChannels = () => rows('DELETE FROM release_channels');

describe('POST /api/telemetry/vitals', () => {
  afterEach(clearChannels);

  it('adds a served client’s samples to the minute’s histogram row, no login, and answers ok', async () => {
    const { stable } = await channels('mf-bank');
    const client = clientOn('stable', 'mf-bank');
    expect(await send('mf-bank', stable.version, client, [{ metric: 'LCP', value: 1200 }, { metric: 'LCP', value: 1300 }, { metric: 'CLS', value: 50 }])).toEqual({
      status: 200,
      code: 1,
    });
    const stored = await rows<{ metric: string; samples: number; route: string; device: string; connection: string; filled: number }>(
      `SELECT metric, samples, route, device, connection, (SELECT count(*)::int FROM unnest(buckets) b WHERE b > 0) AS filled
       FROM vitals_minute WHERE version = $1 ORDER BY metric`,
      [stable.version],
    );
    // One row per minute and key, not per sample: the two LCPs share a row, in two buckets.
    expect(stored).toEqual([
      { metric: 'CLS', samples: 1, route: '/pages/bank/deposit', device: 'phone', connection: '4g', filled: 1 },
      { metric: 'LCP', samples: 2, route: '/pages/bank/deposit', device: 'phone', connection: '4g', filled: 2 },
    ]);
    // A second beacon adds to the same row.
    await send('mf-bank', stable.version, client, [{ metric: 'LCP', value: 1200 }]);
    expect(await rows('SELECT samples FROM vitals_minute WHERE version = $1 AND metric = $2', [stable.version, 'LCP'])).toEqual([{ samples: 3 }]);
  });

  it('drops, answering as usual, samples of a version the client is not served', async () => {
    const { stable, canary } = await channels('mf-bank');
    const other = await release('mf-bank');
    const onStable = clientOn('stable', 'mf-bank');
    for (const version of [canary.version, other.version]) expect(await send('mf-bank', version, onStable, [{ metric: 'LCP', value: 900 }])).toEqual({ status: 200, code: 1 });
    expect(await send('mf-shopping', '9.9.9+000000000000', onStable, [{ metric: 'LCP', value: 900 }])).toEqual({ status: 200, code: 1 });
    expect(await rows('SELECT 1 FROM vitals_minute WHERE version = ANY($1)', [[canary.version, other.version, '9.9.9+000000000000', stable.version]])).toEqual([]);
  });

  it('refuses a malformed batch with 422: an unknown metric, a fraction, a query in the route, extra fields', async () => {
    const { stable } = await channels('mf-bank');
    const client = clientOn('stable', 'mf-bank');
    for (const sample of [{ metric: 'FID', value: 10 }, { metric: 'LCP', value: 1.5 }, { metric: 'LCP', value: -1 }, { metric: 'LCP', value: 10, route: '/pages/goods/detail?id=7' }]) {
      expect((await send('mf-bank', stable.version, client, [sample])).status).toBe(422);
    }
    expect((await send('mf-bank', stable.version, client, [{ metric: 'LCP', value: 10 }], freshAddress(), { user: 'alice' })).status).toBe(422);
    expect(await rows('SELECT 1 FROM vitals_minute WHERE version = $1', [stable.version])).toEqual([]);
  });

  it(`keeps at most ${SAMPLES_PER_CLIENT} samples of a metric per client, version and day`, async () => {
    const { stable } = await channels('mf-bank');
    const client = clientOn('stable', 'mf-bank');
    const address = freshAddress();
    await send('mf-bank', stable.version, client, Array.from({ length: 3 }, () => ({ metric: 'INP', value: 100 })), address);
    await send('mf-bank', stable.version, client, Array.from({ length: 3 }, () => ({ metric: 'INP', value: 100 })), address);
    await send('mf-bank', stable.version, client, [{ metric: 'TTFB', value: 100 }], address);
    expect(figure(await versionRow(stable.version), 'INP')?.samples).toBe(SAMPLES_PER_CLIENT);
    expect(figure(await versionRow(stable.version), 'TTFB')?.samples).toBe(1);
  });

  it('does not let forged vitals from one address move a p75', async () => {
    const { stable } = await channels('mf-shopping');
    // Forty real visitors, each from an address of their own, each one page load at 1,200 ms.
    for (let i = 0; i < 40; i++) await send('mf-shopping', stable.version, clientOn('stable', 'mf-shopping'), [{ metric: 'LCP', value: 1200 }]);
    const honest = figure(await versionRow(stable.version), 'LCP');
    expect(honest).toEqual({ metric: 'LCP', p75: expect.any(Number), samples: 40 });
    // One address rotating client ids, each sending a minute of LCP again and again.
    const forger = freshAddress();
    for (let i = 0; i < 30; i++) {
      const client = clientOn('stable', 'mf-shopping');
      for (let j = 0; j < 5; j++) await send('mf-shopping', stable.version, client, Array.from({ length: 20 }, () => ({ metric: 'LCP', value: 60_000 })), forger);
    }
    const after = figure(await versionRow(stable.version), 'LCP');
    expect(after!.samples).toBe(40 + CLIENTS_PER_ADDRESS * SAMPLES_PER_CLIENT);
    // Within the honest samples' bucket (1,100–1,250 ms): the p75 is read from there, never from the forged minute.
    expect(bucketOf(after!.p75!)).toBe(bucketOf(honest!.p75!));
    expect(after!.p75).toBeLessThanOrEqual(1250);
  });
});

describe('POST /api/admin/vitals/summary', () => {
  afterEach(clearChannels);

  it('answers p75 and samples of each vital per page and per remote version, over a day or a week; operators only', async () => {
    expect((await server.post('/api/admin/vitals/summary', { days: 1 })).status).toBe(401);
    expect((await server.post('/api/admin/vitals/summary', { days: 3 }, { token: admin })).status).toBe(422);
    const { stable } = await channels('mf-lottery');
    for (const value of [1000, 1000, 1000, 5000]) {
      await send('mf-lottery', stable.version, clientOn('stable', 'mf-lottery'), [{ metric: 'LCP', value, route: '/pages/lottery/play' }, { metric: 'CLS', value: 20, route: '/pages/lottery/play' }]);
    }
    // Three days ago: in the week, not in the day.
    const buckets = new Array<number>(VITAL_BOUNDS.length).fill(0);
    buckets[bucketOf(3000)] = 2;
    await rows(
      `INSERT INTO vitals_minute (remote, version, metric, minute, route, device, connection, buckets, samples)
       VALUES ('mf-lottery', $1, 'LCP', date_trunc('minute', now() - interval '3 days'), '/pages/lottery/play', 'desktop', 'unknown', $2, 2)`,
      [stable.version, buckets],
    );
    const day = await summary(1);
    const page = day.pages.find((r) => r.remote === 'mf-lottery' && r.name === '/pages/lottery/play');
    expect(page?.vitals.map((v) => v.metric)).toEqual(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']);
    expect(figure(page, 'LCP')).toEqual({ metric: 'LCP', p75: 1000, samples: 4 });
    expect(figure(page, 'INP')).toEqual({ metric: 'INP', p75: null, samples: 0 });
    expect(figure(page, 'CLS')?.samples).toBe(4);
    expect(figure(await versionRow(stable.version), 'LCP')?.samples).toBe(4);
    expect(figure(await versionRow(stable.version, 7), 'LCP')?.samples).toBe(6);
  });

  it('sweeps rows older than 30 days', async () => {
    await rows(
      `INSERT INTO vitals_minute (remote, version, metric, minute, route, device, connection, buckets, samples)
       VALUES ('mf-bank', 'swept', 'LCP', now() - interval '31 days', '/x', 'phone', '4g', '{1}', 1),
              ('mf-bank', 'kept', 'LCP', now() - interval '29 days', '/x', 'phone', '4g', '{1}', 1)`,
    );
    await createServices({ db: server.db, config: server.config }).vitals.sweep();
    expect(await rows("SELECT version FROM vitals_minute WHERE version IN ('swept', 'kept')")).toEqual([{ version: 'kept' }]);
  });
});

describe('the sampling setting', () => {
  it('reaches the shell in remotes.json', async () => {
    const sampled = await startTestServer({ webRoot: webRoot(), vitalsSampleRate: 0.25 });
    try {
      const registry = (await sampled.app.inject({ method: 'GET', url: '/remotes.json' })).json<{ vitals: unknown }>();
      expect(registry.vitals).toEqual({ sample_rate: 0.25 });
    } finally {
      await sampled.close();
    }
  });
});

describe('the canary judge on field vitals', () => {
  afterEach(clearChannels);

  /** `n` clients on each side, each one page load with these LCP and INP. */
  async function visits(remote: string, version: string, side: 'canary' | 'stable', n: number, lcp: number, inp: number) {
    for (let i = 0; i < n; i++) await send(remote, version, clientOn(side, remote), [{ metric: 'LCP', value: lcp }, { metric: 'INP', value: inp }]);
  }

  it('withdraws a canary whose p75 INP and LCP are past stable’s by the margin: log, audit record, message with the figures', async () => {
    const { stable, canary } = await channels('mf-bank');
    // The canary stalls each render 300 ms: its paint and its answer to a tap come that much later.
    await visits('mf-bank', stable.version, 'stable', 24, 1200, 120);
    await visits('mf-bank', canary.version, 'canary', 24, 1500, 420);
    expect(await judge()).toEqual(['mf-bank']);
    const [log] = await rows<{ action: string; actor: string; note: string }>(
      "SELECT action, actor, note FROM release_channel_log WHERE remote = 'mf-bank' ORDER BY id DESC LIMIT 1",
    );
    expect(log).toEqual({ action: 'withdraw', actor: 'system:canary-judge', note: expect.stringMatching(/^LCP p75 \d+ ms vs stable \d+ ms \(24 and 24 samples\); INP p75 \d+ ms/) });
    const [audit] = await rows<{ reason: string }>("SELECT reason FROM audit_log WHERE action = 'release.canaryWithdraw' ORDER BY id DESC LIMIT 1");
    expect(audit!.reason).toBe(log!.note);
    const [message] = await rows<{ kind: string; body: string }>('SELECT kind, body FROM operator_messages ORDER BY id DESC LIMIT 1');
    expect(message!.kind).toBe('release.canarySlower');
    expect(message!.body).toContain(log!.note);
    expect(message!.body).toContain(canary.version);
    const listed = (await server.post<{ log: Array<{ action: string; note: string }> }>('/api/admin/release/list', { remote: 'mf-bank' }, { token: admin })).body.data;
    expect(listed.log[0]).toEqual(expect.objectContaining({ action: 'withdraw', note: log!.note }));
  });

  it('leaves a canary within the margin, and one with too few samples on either side', async () => {
    const within = await channels('mf-shopping');
    await visits('mf-shopping', within.stable.version, 'stable', 24, 1200, 200);
    await visits('mf-shopping', within.canary.version, 'canary', 24, 1400, 215);
    const few = await channels('mf-lottery');
    await visits('mf-lottery', few.stable.version, 'stable', 24, 1200, 100);
    await visits('mf-lottery', few.canary.version, 'canary', 19, 9000, 900);
    expect(await judge()).toEqual([]);
    expect(await rows("SELECT remote FROM release_channels WHERE channel = 'canary' ORDER BY remote")).toEqual([{ remote: 'mf-lottery' }, { remote: 'mf-shopping' }]);
  });
});
