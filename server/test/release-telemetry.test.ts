import { randomUUID } from 'node:crypto';
import type { AuditEntry, PageOf } from '@snapmall/shared/contract';
import { inCanary } from '@snapmall/shared/remote';
import { openDatabase } from '../src/db/open';
import type { OperatorMessage } from '../src/modules/operators/service';
import { signPreview } from '../src/modules/releases/preview';
import { addressHolder } from '../src/modules/releases/telemetry-address';
import { CLIENTS_PER_ADDRESS } from '../src/modules/releases/telemetry';
import { createServices } from '../src/services';
import { operatorToken, runOps, startTestServer, testDatabaseUrl, type TestServer } from './helpers';

const URL = '/api/telemetry/remote';
const MIN_CLIENTS = 10;
let server: TestServer;
let admin: string;
beforeAll(async () => {
  // The judge is called by the tests, never by the server's own schedule in between (its first run finds nothing).
  server = await startTestServer({ canaryJudgeMs: 3_600_000, canaryMinClients: MIN_CLIENTS, canaryMaxExtraFailureRate: 0.05 });
  admin = (await operatorToken(server)).token;
});
afterAll(() => server.close());

const judge = (s: Pick<TestServer, 'db' | 'config'> = server) => createServices({ db: s.db, config: s.config }).releaseTelemetry.judge();
const rows = <T>(sql: string, params: unknown[] = [], s: Pick<TestServer, 'db'> = server) => s.db.query<T & Record<string, unknown>>(sql, params);

let releases = 0;
/** A release of `remote` (a seeded remote of migration 018) by SQL: the judge reads rows, not files. */
async function release(remote: string, s: Pick<TestServer, 'db'> = server): Promise<{ id: bigint; version: string }> {
  releases += 1;
  const version = `1.0.${releases}+${releases.toString(16).padStart(12, '0')}`;
  const [row] = await rows<{ id: bigint }>("INSERT INTO releases (remote, version, created_by, size) VALUES ($1, $2, 'test', 0) RETURNING id", [remote, version], s);
  return { id: row!.id, version };
}

/** A remote with a stable release and a canary at `percent`. */
async function channels(remote: string, percent: number, s: Pick<TestServer, 'db'> = server) {
  const stable = await release(remote, s);
  const canary = await release(remote, s);
  await rows(
    "INSERT INTO release_channels (remote, channel, release_id, percent) VALUES ($1, 'stable', $2, 100), ($1, 'canary', $3, $4)",
    [remote, stable.id, canary.id, percent],
    s,
  );
  return { stable, canary };
}

/** `n` client ids that the canary split puts on `side` of `remote`'s canary at `percent`. */
function clientsOn(side: 'canary' | 'stable', remote: string, percent: number, n: number): string[] {
  const ids: string[] = [];
  while (ids.length < n) {
    const id = randomUUID();
    if (inCanary(id, remote, percent) === (side === 'canary')) ids.push(id);
  }
  return ids;
}

let addresses = 0;
/** An address no other report of this suite came from. */
const freshAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

type Kind = 'load' | 'failure';
const event = (remote: string, version: string, kind: Kind) => ({ remote, version, kind, ...(kind === 'failure' ? { error: 'TypeError', route: '/pages/x' } : {}) });

/** One call of the shell from `remoteAddress` (the socket's), with X-Forwarded-For when given. */
async function report(
  app: TestServer['app'],
  body: { client: string; events: object[]; preview?: string },
  remoteAddress: string,
  forwardedFor?: string,
) {
  const res = await app.inject({
    method: 'POST',
    url: URL,
    payload: body,
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return { status: res.statusCode, code: res.json<{ code: number }>().code };
}

const counted = async (version: string, s: Pick<TestServer, 'db'> = server) =>
  rows<{ client: string; loaded: boolean; failed: boolean; route: string; error: string }>(
    `SELECT client, loaded_at IS NOT NULL AS loaded, failed_at IS NOT NULL AS failed, route, error
     FROM release_telemetry_clients WHERE version = $1 ORDER BY client`,
    [version],
    s,
  );

const canaryOn = async (remote: string, s: Pick<TestServer, 'db'> = server) =>
  (await rows("SELECT 1 FROM release_channels WHERE remote = $1 AND channel = 'canary'", [remote], s)).length > 0;
/** Each test sets up its remotes' channels afresh. */
const clearChannels = () => rows('DELETE FROM release_channels');
const messages = async () => (await server.post<PageOf<OperatorMessage>>('/api/admin/message/list', {}, { token: admin })).body.data;
const audits = async () => (await server.post<PageOf<AuditEntry>>('/api/admin/audit/list', {}, { token: admin })).body.data.list;

describe('POST /api/telemetry/remote', () => {
  afterEach(clearChannels);

  it('counts a client once per version, with no login: as a failure once it reported one, with its last route and error', async () => {
    const { stable } = await channels('mf-bank', 10);
    const [client] = clientsOn('stable', 'mf-bank', 10, 1) as [string];
    const load = event('mf-bank', stable.version, 'load');
    const address = freshAddress();
    expect(await report(server.app, { client, events: [load, load, load] }, address)).toEqual({ status: 200, code: 1 });
    expect(await report(server.app, { client, events: [load] }, address)).toEqual({ status: 200, code: 1 });
    expect(await counted(stable.version)).toEqual([{ client, loaded: true, failed: false, route: '', error: '' }]);
    const failure = { remote: 'mf-bank', version: stable.version, kind: 'failure', route: '/pages/bank/cards', error: 'ChunkLoadError' };
    await report(server.app, { client, events: [failure, load] }, address);
    expect(await counted(stable.version)).toEqual([{ client, loaded: true, failed: true, route: '/pages/bank/cards', error: 'ChunkLoadError' }]);
    const [listed] = (await createServices({ db: server.db, config: server.config }).releases.list('mf-bank')).filter((r) => r.version === stable.version);
    expect(listed!.telemetry).toEqual({ loads_window: 0, failures_window: 1, loads_day: 0, failures_day: 1 });
  });

  it('drops, answering as usual, reports of a version the client is not served: the other side of the canary, no channel, no release', async () => {
    const { stable, canary } = await channels('mf-bank', 10);
    const other = await release('mf-bank');
    const [onStable] = clientsOn('stable', 'mf-bank', 10, 1) as [string];
    const [onCanary] = clientsOn('canary', 'mf-bank', 10, 1) as [string];
    const forged = [
      { client: onStable, events: [event('mf-bank', canary.version, 'failure')] },
      { client: onCanary, events: [event('mf-bank', stable.version, 'load')] },
      { client: onStable, events: [event('mf-bank', other.version, 'failure')] },
      { client: onStable, events: [event('mf-bank', '9.9.9+ffffffffffff', 'failure'), event('mf-nobody', '1.0.0', 'load')] },
    ];
    for (const body of forged) expect(await report(server.app, body, freshAddress())).toEqual({ status: 200, code: 1 });
    for (const version of [stable.version, canary.version, other.version]) expect(await counted(version)).toEqual([]);
    // The same clients, reporting what they are served, count.
    await report(server.app, { client: onCanary, events: [event('mf-bank', canary.version, 'failure')] }, freshAddress());
    await report(server.app, { client: onStable, events: [event('mf-bank', stable.version, 'load')] }, freshAddress());
    expect((await counted(canary.version)).map((r) => r.client)).toEqual([onCanary]);
    expect((await counted(stable.version)).map((r) => r.client)).toEqual([onStable]);
  });

  it("counts a release the client holds a live preview link for, and not with another browser's link", async () => {
    await channels('mf-bank', 10);
    const candidate = await release('mf-bank');
    const [client, stranger] = clientsOn('stable', 'mf-bank', 10, 2) as [string, string];
    const { token } = await signPreview(server.db, 'mf-bank', candidate.version, client, 60);
    const events = [event('mf-bank', candidate.version, 'load')];
    await report(server.app, { client: stranger, preview: token, events }, freshAddress());
    await report(server.app, { client, events }, freshAddress());
    expect(await counted(candidate.version)).toEqual([]);
    await report(server.app, { client, preview: token, events }, freshAddress());
    expect((await counted(candidate.version)).map((r) => r.client)).toEqual([client]);
  });

  it('counts at most CLIENTS_PER_ADDRESS clients of a version from one address (an IPv6 /64), and keeps no address', async () => {
    const { stable } = await channels('mf-shopping', 10);
    const clients = clientsOn('stable', 'mf-shopping', 10, 6);
    for (const client of clients) await report(server.app, { client, events: [event('mf-shopping', stable.version, 'load')] }, '198.51.100.7');
    expect(await counted(stable.version)).toHaveLength(CLIENTS_PER_ADDRESS);
    // A client already counted counts again from anywhere; the address's slots stay full.
    await report(server.app, { client: clients[0]!, events: [event('mf-shopping', stable.version, 'failure')] }, '198.51.100.7');
    expect((await counted(stable.version)).filter((r) => r.failed)).toHaveLength(1);
    // Every address of one /64 is one address.
    for (const [i, client] of clientsOn('stable', 'mf-shopping', 10, 5).entries()) {
      await report(server.app, { client, events: [event('mf-shopping', stable.version, 'load')] }, `2001:db8:1:2::${i + 1}`);
    }
    expect(await counted(stable.version)).toHaveLength(2 * CLIENTS_PER_ADDRESS);
    expect(addressHolder('2001:db8:1:2:aa::1')).toBe(addressHolder('2001:db8:1:2::ffff'));
    expect(addressHolder('::ffff:192.0.2.1')).toBe('192.0.2.1');
    const stored = await rows<{ address: Buffer }>('SELECT address FROM release_telemetry_clients WHERE version = $1', [stable.version]);
    for (const { address } of stored) {
      expect(address).toHaveLength(32);
      expect(address.toString('latin1')).not.toContain('198.51.100.7');
    }
  });

  it('refuses a malformed body with 422', async () => {
    const e = { remote: 'mf-bank', version: '1.0.0+aaaaaaaaaaaa', kind: 'load' };
    const client = randomUUID();
    for (const body of [
      {},
      { events: [e] },
      { client: 'short', events: [e] },
      { client, events: [] },
      { client, events: Array(21).fill(e) },
      { client, events: [{ ...e, kind: 'crash' }] },
      { client, events: [{ ...e, user: 7 }] },
      { client, events: [{ ...e, error: 'a message with spaces' }] },
    ]) {
      expect((await server.post(URL, body)).status).toBe(422);
    }
  });

  it('answers 429 past the per-address limit', async () => {
    const limited = await startTestServer({ telemetryRatePerMinute: 3, canaryJudgeMs: 3_600_000 });
    try {
      const body = { client: randomUUID(), events: [{ remote: 'mf-bank', version: '1.0.0+aaaaaaaaaaaa', kind: 'load' }] };
      for (let i = 0; i < 3; i += 1) expect((await limited.post(URL, body)).status).toBe(200);
      const refused = await limited.post(URL, body);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

/**
 * Issue 25's attacks, through a trusted proxy as in production (TRUST_PROXY=1): the attacker writes what it likes
 * into X-Forwarded-For, the load balancer (10.9.9.9 here) appends the address it really came from, and the
 * attacker spreads its calls over both instances.
 */
describe('forged telemetry from one address', () => {
  const LB = '10.9.9.9';
  const ATTACKER = '203.0.113.66';
  let proxied: TestServer;
  let other: Awaited<ReturnType<TestServer['secondInstance']>>;
  beforeAll(async () => {
    proxied = await startTestServer({ canaryJudgeMs: 3_600_000, canaryMinClients: MIN_CLIENTS, canaryMaxExtraFailureRate: 0.05, trustProxy: { hops: 1 } });
    other = await proxied.secondInstance();
  });
  afterAll(async () => {
    await other?.close();
    await proxied?.close();
  });

  /** Real clients of a 50 % canary, each behind the load balancer from an address of its own. */
  async function realReports(remote: string, version: string, side: 'canary' | 'stable', n: number, kind: Kind) {
    for (const client of clientsOn(side, remote, 50, n)) {
      const events = [event(remote, version, 'load'), ...(kind === 'failure' ? [event(remote, version, 'failure')] : [])];
      expect(await report(proxied.app, { client, events }, LB, freshAddress())).toEqual({ status: 200, code: 1 });
    }
  }

  /** 1,000 calls from the attacker, each with a new client id and a forged leftmost X-Forwarded-For, alternating instances. */
  async function attack(remote: string, version: string, kind: Kind) {
    const apps = [proxied.app, other.app];
    for (let i = 0; i < 1_000; i += 1) {
      const forged = `192.0.2.${i % 250}, 198.51.${i % 200}.${i % 100}`;
      const res = await report(apps[i % 2]!, { client: randomUUID(), events: [event(remote, version, kind)] }, LB, `${forged}, ${ATTACKER}`);
      expect(res).toEqual({ status: 200, code: 1 });
    }
  }

  it('1,000 forged failures do not withdraw a healthy canary', async () => {
    const { stable, canary } = await channels('mf-bank', 50, proxied);
    await realReports('mf-bank', stable.version, 'stable', 12, 'load');
    await realReports('mf-bank', canary.version, 'canary', 12, 'load');
    await attack('mf-bank', canary.version, 'failure');
    const failed = (await counted(canary.version, proxied)).filter((r) => r.failed);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.length).toBeLessThanOrEqual(CLIENTS_PER_ADDRESS);
    expect(await judge(proxied)).toEqual([]);
    expect(await canaryOn('mf-bank', proxied)).toBe(true);
  });

  it('1,000 forged loads do not keep a failing canary live', async () => {
    const { stable, canary } = await channels('mf-lottery', 50, proxied);
    await realReports('mf-lottery', stable.version, 'stable', 12, 'load');
    await realReports('mf-lottery', canary.version, 'canary', 12, 'failure');
    await attack('mf-lottery', canary.version, 'load');
    expect((await counted(canary.version, proxied)).filter((r) => !r.failed).length).toBeLessThanOrEqual(CLIENTS_PER_ADDRESS);
    expect(await judge(proxied)).toEqual(['mf-lottery']);
  });

  it('1,000 forged failures of stable do not hide a failing canary', async () => {
    const { stable, canary } = await channels('mf-shopping', 50, proxied);
    await realReports('mf-shopping', stable.version, 'stable', 12, 'load');
    await realReports('mf-shopping', canary.version, 'canary', 4, 'failure');
    await realReports('mf-shopping', canary.version, 'canary', 8, 'load');
    await attack('mf-shopping', stable.version, 'failure');
    expect(await judge(proxied)).toEqual(['mf-shopping']);
  });
});

/** `loads` clients that only loaded `version` and `failures` that failed, each from an address of its own, this minute. */
async function reported(remote: string, version: string, loads: number, failures: number) {
  for (let i = 0; i < loads + failures; i += 1) {
    const failed = i >= loads;
    await rows(
      `INSERT INTO release_telemetry_clients (remote, version, client, address, loaded_at, failed_at, seen_at)
       VALUES ($1, $2, $3, $4, now(), CASE WHEN $5 THEN now() END, now())`,
      [remote, version, randomUUID(), Buffer.from(freshAddress()), failed],
    );
  }
}

/** A remote with a stable and a canary at `percent`, each with the given clients in the judge's window. */
async function canaryOf(remote: string, stable: [loads: number, failures: number], canary: [loads: number, failures: number], percent = 10) {
  const made = await channels(remote, percent);
  await reported(remote, made.stable.version, ...stable);
  await reported(remote, made.canary.version, ...canary);
  return made;
}

/** How many sessions wait, directly or behind another waiter, for a lock the session `holder` holds. */
async function waitingBehind(holder: number): Promise<number> {
  const [row] = await rows<{ n: string }>(
    `WITH RECURSIVE waiting (pid) AS (
       SELECT pid FROM pg_stat_activity WHERE $1 = ANY (pg_blocking_pids(pid))
       UNION SELECT a.pid FROM pg_stat_activity a JOIN waiting w ON w.pid = ANY (pg_blocking_pids(a.pid))
     ) SELECT count(*) AS n FROM waiting`,
    [holder],
  );
  return Number(row!.n);
}

async function waitFor(condition: () => Promise<boolean>, ms = 10_000) {
  const until = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the canary judge', () => {
  afterEach(clearChannels);

  it('withdraws a canary failing clearly more than stable, judging each side without its weightiest address: log, audit record, message', async () => {
    const { canary } = await canaryOf('mf-bank', [35, 0], [8, 12]);
    expect(await judge()).toEqual(['mf-bank']);
    expect(await canaryOn('mf-bank')).toBe(false);
    const note = 'failures 11/19 (58 %) vs stable 0/34 (0 %)';
    const [log] = await rows<{ action: string; actor: string; note: string; release_id: string; percent: number }>(
      "SELECT action, actor, note, release_id::text, percent FROM release_channel_log WHERE remote = 'mf-bank' ORDER BY id DESC LIMIT 1",
    );
    expect(log).toEqual({ action: 'withdraw', actor: 'system:canary-judge', note, release_id: String(canary.id), percent: 10 });
    expect((await audits())[0]).toEqual(
      expect.objectContaining({ operator: 'system:canary-judge', action: 'release.canaryWithdraw', target_type: 'release', target_id: Number(canary.id), reason: note }),
    );
    const [message] = (await messages()).list;
    expect(message).toEqual(expect.objectContaining({ kind: 'release.canaryWithdrawn', title: 'Canary of mf-bank withdrawn' }));
    expect(message!.body).toContain(canary.version);
    expect(message!.body).toContain(note);
    // Judged again, nothing is left to withdraw.
    expect(await judge()).toEqual([]);
  });

  it('leaves a canary within the threshold of stable, and one with too few clients on either side', async () => {
    // Less its weightiest address: 1/20 = 5 % against stable's 0/29, exactly 5 points more, not more than 5.
    await canaryOf('mf-shopping', [30, 0], [19, 2]);
    // 9 canary clients judged, under MIN_CLIENTS.
    await canaryOf('mf-lottery', [40, 0], [4, 6]);
    // Stable has 8 clients judged: too few to compare with, though the canary fails everywhere.
    await canaryOf('mf-account', [9, 0], [0, 30]);
    const before = (await messages()).total;
    expect(await judge()).toEqual([]);
    for (const remote of ['mf-shopping', 'mf-lottery', 'mf-account']) expect(await canaryOn(remote)).toBe(true);
    expect((await messages()).total).toBe(before);
  });

  it('judges alone, against 0 %, a canary no client gets stable beside: at 100 %, and of a remote without stable', async () => {
    const lone = await release('mf-account');
    await rows("INSERT INTO release_channels (remote, channel, release_id, percent) VALUES ('mf-account', 'canary', $1, 5)", [lone.id]);
    await reported('mf-account', lone.version, 18, 2);
    await canaryOf('mf-lottery', [0, 0], [0, 11], 100);
    // At 99 % stable still needs its clients.
    await canaryOf('mf-shopping', [0, 0], [0, 11], 99);
    expect((await judge()).sort()).toEqual(['mf-account', 'mf-lottery']);
  });

  it('withdraws once when two instances judge at the same moment', async () => {
    await canaryOf('mf-bank', [50, 1], [10, 30]);
    const db2 = await openDatabase({ databaseUrl: testDatabaseUrl(), schema: server.db.schema, max: 4 });
    try {
      const other = createServices({ db: db2, config: server.config }).releaseTelemetry;
      const count = async (sql: string) => Number((await rows<{ n: string }>(sql))[0]!.n);
      const logs = () => count("SELECT count(*) AS n FROM release_channel_log WHERE action = 'withdraw'");
      const audited = () => count("SELECT count(*) AS n FROM audit_log WHERE action = 'release.canaryWithdraw'");
      const told = () => count('SELECT count(*) AS n FROM operator_messages');
      const before = [await logs(), await audited(), await told()];
      // The canary's row held locked until both judges have read it and wait at their DELETE: the race, for sure.
      const { judging } = await server.db.tx(async (q) => {
        const [{ pid }] = (await q.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')) as [{ pid: number }];
        await q.query("SELECT 1 FROM release_channels WHERE remote = 'mf-bank' AND channel = 'canary' FOR UPDATE");
        const judging = Promise.all([judge(), other.judge()]);
        await waitFor(async () => (await waitingBehind(pid)) === 2);
        // Wrapped: an async function returning the promise itself would wait for it, and the judges wait for us.
        return { judging };
      });
      const results = await judging;
      expect(results.flat()).toEqual(['mf-bank']);
      expect([await logs(), await audited(), await told()]).toEqual(before.map((n) => n + 1));
    } finally {
      await db2.close();
    }
  });

  it('deletes client rows not seen for two days', async () => {
    await rows(
      `INSERT INTO release_telemetry_clients (remote, version, client, address, loaded_at, seen_at)
       VALUES ('mf-bank', 'old', 'client-old-1', '\\x00', now() - interval '3 days', now() - interval '3 days')`,
    );
    await judge();
    expect(await rows("SELECT * FROM release_telemetry_clients WHERE version = 'old'")).toEqual([]);
  });
});

describe("the operators' messages", () => {
  it('are an operator call, paged, and the ops command message:list', async () => {
    expect((await server.post('/api/admin/message/list', {})).status).toBe(401);
    const page = await messages();
    expect(page.total).toBeGreaterThan(0);
    expect(page.list[0]).toEqual({
      id: expect.any(Number), kind: 'release.canaryWithdrawn', title: expect.any(String), body: expect.any(String), createtime: expect.any(Number),
      // What the console words it from (issue 25), and whether this operator has read it.
      params: expect.objectContaining({ remote: expect.any(String), version: expect.any(String), percent: expect.any(Number), figures: expect.any(String) }),
      read: false,
    });
    const ops = await runOps(server, 'message:list');
    expect(ops.status).toBe(0);
    expect(JSON.parse(ops.stdout)).toEqual(expect.objectContaining({ total: page.total, page: 1 }));
  });
});
