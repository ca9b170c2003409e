import type { AuditEntry, PageOf } from '@snapmall/shared/contract';
import { openDatabase } from '../src/db/open';
import type { OperatorMessage } from '../src/modules/operators/service';
import { EVENTS_PER_VERSION_PER_MINUTE, TelemetryCap } from '../src/modules/releases/telemetry-cap';
import { createServices } from '../src/services';
import { operatorToken, runOps, startTestServer, testDatabaseUrl, type TestServer } from './helpers';

const URL = '/api/telemetry/remote';
let server: TestServer;
let admin: string;
beforeAll(async () => {
  // The judge is called by the tests, never by the server's own schedule in between (its first run finds nothing).
  server = await startTestServer({ canaryJudgeMs: 3_600_000, canaryMinLoads: 20, canaryMaxExtraFailureRate: 0.05 });
  admin = (await operatorToken(server)).token;
});
afterAll(() => server.close());

const judge = () => createServices({ db: server.db, config: server.config }).releaseTelemetry.judge();
const rows = <T>(sql: string, params: unknown[] = []) => server.db.query<T & Record<string, unknown>>(sql, params);

let releases = 0;
/** A release of `remote` (a seeded remote of migration 018) by SQL: the judge reads rows, not files. */
async function release(remote: string): Promise<{ id: bigint; version: string }> {
  releases += 1;
  const version = `1.0.${releases}+${releases.toString(16).padStart(12, '0')}`;
  const [row] = await rows<{ id: bigint }>("INSERT INTO releases (remote, version, created_by, size) VALUES ($1, $2, 'test', 0) RETURNING id", [
    remote,
    version,
  ]);
  return { id: row!.id, version };
}

/** This minute's counts of a version, as the shell's reports would leave them. */
async function reported(remote: string, version: string, loads: number, failures: number) {
  for (const [kind, count] of [['load', loads], ['failure', failures]] as const) {
    if (count === 0) continue;
    await rows(
      "INSERT INTO release_telemetry (remote, version, minute, kind, count) VALUES ($1, $2, date_trunc('minute', now()), $3, $4)",
      [remote, version, kind, count],
    );
  }
}

/** A remote with a stable and a 10 % canary, each with the given reports in the judge's window. */
async function canaryOf(remote: string, stable: [loads: number, failures: number], canary: [loads: number, failures: number]) {
  const s = await release(remote);
  const c = await release(remote);
  await rows("INSERT INTO release_channels (remote, channel, release_id, percent) VALUES ($1, 'stable', $2, 100), ($1, 'canary', $3, 10)", [
    remote,
    s.id,
    c.id,
  ]);
  await reported(remote, s.version, ...stable);
  await reported(remote, c.version, ...canary);
  return { stable: s, canary: c };
}

const canaryOn = async (remote: string) => (await rows("SELECT 1 FROM release_channels WHERE remote = $1 AND channel = 'canary'", [remote])).length > 0;
/** Each judge test sets up its remotes' channels afresh. */
const clearChannels = () => rows('DELETE FROM release_channels');
const messages = async () => (await server.post<PageOf<OperatorMessage>>('/api/admin/message/list', {}, { token: admin })).body.data;
const audits = async () => (await server.post<PageOf<AuditEntry>>('/api/admin/audit/list', {}, { token: admin })).body.data.list;

describe('POST /api/telemetry/remote', () => {
  it('counts the events of a release per minute, kind, route and error, with no login; two calls add up', async () => {
    const { version } = await release('mf-bank');
    const load = { remote: 'mf-bank', version, kind: 'load' };
    const failure = { remote: 'mf-bank', version, kind: 'failure', route: '/pages/bank/cards', error: 'ChunkLoadError' };
    const first = await server.post(URL, { events: [load, load, failure] });
    expect(first).toEqual({ status: 200, body: expect.objectContaining({ code: 1, data: null }) });
    expect((await server.post(URL, { events: [load, failure] })).status).toBe(200);
    const counted = await rows<{ kind: string; route: string; error: string; count: number }>(
      'SELECT kind, route, error, count FROM release_telemetry WHERE version = $1 ORDER BY kind',
      [version],
    );
    expect(counted).toEqual([
      { kind: 'failure', route: '/pages/bank/cards', error: 'ChunkLoadError', count: 2 },
      { kind: 'load', route: '', error: '', count: 3 },
    ]);
  });

  it('ignores events of a version the store does not have, answering as usual', async () => {
    const before = await rows('SELECT * FROM release_telemetry');
    const res = await server.post(URL, { events: [{ remote: 'mf-bank', version: '9.9.9+ffffffffffff', kind: 'failure' }, { remote: 'mf-nobody', version: '1.0.0', kind: 'load' }] });
    expect(res.body.code).toBe(1);
    expect(await rows('SELECT * FROM release_telemetry')).toEqual(before);
  });

  it('refuses a malformed body with 422', async () => {
    const event = { remote: 'mf-bank', version: '1.0.0+aaaaaaaaaaaa', kind: 'load' };
    for (const body of [{}, { events: [] }, { events: Array(21).fill(event) }, { events: [{ ...event, kind: 'crash' }] }, { events: [{ ...event, user: 7 }] }, { events: [{ ...event, error: 'a message with spaces' }] }]) {
      expect((await server.post(URL, body)).status).toBe(422);
    }
  });

  it('answers 429 past the per-address limit', async () => {
    const limited = await startTestServer({ telemetryRatePerMinute: 3, canaryJudgeMs: 3_600_000 });
    try {
      const body = { events: [{ remote: 'mf-bank', version: '1.0.0+aaaaaaaaaaaa', kind: 'load' }] };
      for (let i = 0; i < 3; i += 1) expect((await limited.post(URL, body)).status).toBe(200);
      const refused = await limited.post(URL, body);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe(429);
    } finally {
      await limited.close();
    }
  });
  it('counts at most EVENTS_PER_VERSION_PER_MINUTE events of one version from one address a minute, so it cannot outvote the others', async () => {
    const { version } = await release('mf-bank');
    const { version: other } = await release('mf-bank');
    const failures = (v: string) => ({ events: Array(20).fill({ remote: 'mf-bank', version: v, kind: 'failure' }) });
    for (let i = 0; i < 4; i += 1) expect((await server.post(URL, failures(version))).status).toBe(200);
    await server.post(URL, failures(other));
    const counted = async (v: string) => Number((await rows<{ n: string }>('SELECT sum(count) AS n FROM release_telemetry WHERE version = $1', [v]))[0]!.n);
    expect(await counted(version)).toBe(EVENTS_PER_VERSION_PER_MINUTE);
    // The cap is per version: the same address's reports of another version still count.
    expect(await counted(other)).toBe(20);
  });

  it('starts the cap afresh each minute, per address', () => {
    let now = 0;
    const cap = new TelemetryCap(2, () => now);
    const event = { remote: 'mf-bank', version: '1.0.0+aaaaaaaaaaaa' };
    expect(cap.admit('10.0.0.1', [event, event, event])).toHaveLength(2);
    expect(cap.admit('10.0.0.1', [event])).toHaveLength(0);
    expect(cap.admit('10.0.0.2', [event])).toHaveLength(1);
    now += 60_000;
    expect(cap.admit('10.0.0.1', [event, event, event])).toHaveLength(2);
  });
});

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

  it('withdraws a canary failing clearly more than stable: channel log, audit record and operator message', async () => {
    const { canary } = await canaryOf('mf-bank', [35, 0], [8, 12]);
    expect(await judge()).toEqual(['mf-bank']);
    expect(await canaryOn('mf-bank')).toBe(false);
    const note = 'failures 12/20 (60 %) vs stable 0/35 (0 %)';
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

  it('leaves a canary within the threshold of stable, and one with too few reports to judge', async () => {
    // 3/30 = 10 % against stable's 2/40 = 5 %: exactly 5 points more, not more than 5.
    await canaryOf('mf-shopping', [38, 2], [27, 3]);
    await canaryOf('mf-lottery', [40, 0], [4, 15]);
    const before = (await messages()).total;
    expect(await judge()).toEqual([]);
    expect(await canaryOn('mf-shopping')).toBe(true);
    expect(await canaryOn('mf-lottery')).toBe(true);
    expect((await messages()).total).toBe(before);
  });

  it('judges a canary that fails to load everywhere, and one of a remote without stable against 0 %', async () => {
    const lone = await release('mf-account');
    await rows("INSERT INTO release_channels (remote, channel, release_id, percent) VALUES ('mf-account', 'canary', $1, 5)", [lone.id]);
    await reported('mf-account', lone.version, 18, 2);
    await canaryOf('mf-lottery', [40, 0], [0, 25]);
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

  it('deletes counts older than two days', async () => {
    await rows("INSERT INTO release_telemetry (remote, version, minute, kind, count) VALUES ('mf-bank', 'old', now() - interval '3 days', 'load', 5)");
    await judge();
    expect(await rows("SELECT * FROM release_telemetry WHERE version = 'old'")).toEqual([]);
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
