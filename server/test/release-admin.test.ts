import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OperatorRole } from '@snapmall/shared/contract';
import { OperatorService } from '../src/modules/operators/service';
import type { ReleaseService } from '../src/modules/releases/service';
import { buildApp } from '../src/app';
import type { AppInstance } from '../src/app-types';
import { createServices } from '../src/services';
import { operatorLogin, operatorToken, registerUser, startTestServer, type TestServer } from './helpers';
import { copyFixture, editFile, editManifest, nextFixture, ROUTES_CHUNK, uploadOf } from './support/release-fixture';
import { passSmoke, runSmokeAs } from './support/smoke';

/** The release admin API end to end (app.inject): deploy rights, publish through the gate, channels, audit. */
let server: TestServer;
let releases: ReleaseService;
let operator: { token: string; username: string };
let team: string;
let customer: string;

beforeAll(async () => {
  server = await startTestServer();
  releases = createServices({ db: server.db, config: server.config }).releases;
  operator = await operatorToken(server);
  ({ token: team } = await releases.access.createToken('cli:test', 'team-bank', ['mf-bank']));
  customer = (await registerUser(server)).token;
});
afterAll(() => server.close());

interface Release {
  version: string;
  routes: string[];
  size: number;
  requires: Record<string, string>;
  channels: string[];
  canary_percent: number | null;
  smoke: string | null;
}
const call = <T = Release>(url: string, body: Record<string, unknown>, token = team, lang = 'en-us') =>
  server.post<T>(`/api/admin/${url}`, body, { token, lang });
const publish = (dir: string, token = team) => call('release/publish', { remote: 'mf-bank', package_version: '0.1.0', files: uploadOf(dir) }, token);
const listed = async () => (await call<{ releases: Release[] }>('release/list', { remote: 'mf-bank' })).body.data.releases;
const stable = async () => (await listed()).find((r) => r.channels.includes('stable'))?.version;
const audits = async (action: string) =>
  server.db.query<{ actor: string; target_type: string }>('SELECT actor, target_type FROM audit_log WHERE action = $1 ORDER BY id', [action]);

const SHELL = { react: '19.3.1', 'react-dom': '19.3.1', 'react-redux': '9.3.1', '@reduxjs/toolkit': '2.14.0', 'react-intl': '7.1.9', '@snapmall/shared': '0.1.0' };
let first: string;
let second: string;

describe('who may deploy', () => {
  it('asks for an operator or a deploy token before the body, and refuses a customer', async () => {
    expect((await call('release/list', { remote: 'mf-bank' }, '')).status).toBe(401);
    expect((await call('release/list', { remote: 'mf-bank' }, customer)).status).toBe(401);
    expect((await call('release/list', { remote: 'mf-bank' }, 'f'.repeat(64))).status).toBe(401);
  });

  it('lets a subject act only on the remotes it holds a right for, and a revoked token on none', async () => {
    expect((await call('release/list', { remote: 'mf-account' })).body).toMatchObject({ code: 0, msg: 'You have no deploy right for mf-account' });
    expect((await publish(copyFixture(), operator.token)).body).toMatchObject({ code: 0, msg: 'You have no deploy right for mf-bank' });
    expect(await server.db.query('SELECT 1 FROM releases')).toEqual([]);
    await releases.access.grant('cli:test', `operator:${operator.username}`, 'mf-bank');
    expect((await call('release/list', { remote: 'mf-bank' }, operator.token)).body.code).toBe(1);
    const { token: once } = await releases.access.createToken('cli:test', 'short-lived', ['mf-bank']);
    expect((await call('release/list', { remote: 'mf-bank' }, once)).body.code).toBe(1);
    await releases.access.revokeToken('cli:test', 'short-lived');
    expect((await call('release/list', { remote: 'mf-bank' }, once)).status).toBe(401);
    expect((await audits('deploy.grant')).length).toBe(3);
    expect((await audits('deploy.tokenRevoke')).map((a) => a.actor)).toEqual(['cli:test']);
  });

  it('answers the registry to any deployer, with the remotes each may deploy', async () => {
    const remotes = (await call<Array<{ name: string; can_deploy: boolean }>>('remote/list', {})).body.data;
    expect(remotes.filter((r) => r.can_deploy).map((r) => r.name)).toEqual(['mf-bank']);
    expect(remotes.map((r) => r.name)).toEqual(expect.arrayContaining(['mf-account', 'mf-bank', 'mf-lottery', 'mf-shopping']));
  });
});

describe('the registry is the owner’s', () => {
  const entry = { name: 'mf-wallet', prefixes: ['/pages/wallet/'], owner: 'team-wallet' };
  const roleToken = async (username: string, roles: OperatorRole[]) => {
    await new OperatorService(server.db).save('cli:test', { username, roles, password: 'operator123' });
    return (await operatorLogin(server, username, 'operator123')).token;
  };

  it('refuses every other role, a deploy token and a customer: to add, change or retire a remote', async () => {
    const tokens: Array<[string, string]> = [['a deploy token', team], ['a customer', customer]];
    for (const role of ['finance', 'catalogue', 'content', 'games'] as const) tokens.push([role, await roleToken(`reg_${role}`, [role])]);
    // The content operator's attack: the shell's own pages claimed for a remote.
    const attacks = [entry, { name: 'mf-bank', prefixes: ['/pages/index/', '/pages/message/'], owner: 'x' }];
    for (const [who, token] of tokens) {
      for (const body of attacks) {
        const res = await call('remote/save', body, token);
        expect([who, res.status]).toEqual([who, who === 'a customer' || who === 'a deploy token' ? 401 : 403]);
      }
      expect((await call('remote/retire', { name: 'mf-bank' }, token)).status).toBe(who === 'a customer' || who === 'a deploy token' ? 401 : 403);
    }
    expect((await releases.remotes()).find((r) => r.name === 'mf-bank')!.prefixes).toEqual(['/pages/bank/']);
    expect(await audits('remote.save')).toEqual([]);
  });

  it('lets an owner add a remote (and deploy it), change it back, and never claim the shell’s pages', async () => {
    const owner = await roleToken('reg_owner', ['owner']);
    expect((await call('remote/save', entry, owner)).body).toMatchObject({ code: 1, data: entry });
    // The owner who added it may deploy it.
    expect((await call('release/list', { remote: 'mf-wallet' }, owner)).body).toMatchObject({ code: 1, data: { can_deploy: true } });
    for (const prefix of ['/pages/index/', '/pages/notice/', '/pages/message/', '/pages/content/', '/admin/']) {
      expect((await call('remote/save', { ...entry, prefixes: [prefix] }, owner)).body).toMatchObject({ code: 0, msg: expect.stringContaining(`The prefix ${prefix} is the shop’s own`) });
    }
    expect((await call('remote/save', { ...entry, prefixes: ['/pages/bank/x/'] }, owner)).body.code).toBe(0);
    // Changing a remote is the owner's whether or not he holds its deploy right.
    expect((await call('remote/save', { name: 'mf-bank', prefixes: ['/pages/bank/'], owner: 'team-pay' }, owner)).body.data).toMatchObject({ owner: 'team-pay' });
    expect((await audits('remote.save')).map((a) => [a.actor, a.target_type])).toEqual([
      ['operator:reg_owner', 'remote'],
      ['operator:reg_owner', 'remote'],
    ]);
  });

  it('retires a remote through the API: gone from remotes.json on both instances, audited', async () => {
    const owner = (await operatorLogin(server, 'reg_owner', 'operator123')).token;
    // Two instances serving the shop's pages on the suite's database (another machine behind the same load balancer).
    const config = { ...server.config, webRoot: mkdtempSync(path.join(tmpdir(), 'snapmall-retire-')) };
    const instances = [await buildApp({ db: server.db, config }), await buildApp({ db: server.db, config })];
    const registry = async (app: AppInstance) =>
      (JSON.parse((await app.inject({ method: 'GET', url: '/remotes.json' })).body) as { remotes: Array<{ remote: string }> }).remotes.map((r) => r.remote);
    try {
      for (const app of instances) expect(await registry(app)).toContain('mf-wallet');
      expect((await call('remote/retire', { name: 'mf-wallet' }, owner)).body).toMatchObject({ code: 1, data: { name: 'mf-wallet', retired: true } });
      await new Promise((resolve) => setTimeout(resolve, config.releaseRefreshMs + 50));
      for (const app of instances) expect(await registry(app)).not.toContain('mf-wallet');
      expect((await audits('remote.retire')).map((a) => a.actor)).toEqual(['operator:reg_owner']);
    } finally {
      for (const app of instances) await app.close();
    }
  });
});

describe('publishing', () => {
  it('stores a build sent in base64 once, answering its version, routes, size and requirements', async () => {
    const res = await publish(copyFixture());
    expect(res.body.code).toBe(1);
    expect(res.body.data).toMatchObject({ version: expect.stringMatching(/^0\.1\.0\+[0-9a-f]{12}$/), requires: expect.objectContaining({ react: '^19.3.1' }) });
    expect(res.body.data.routes).toContain('/pages/bank/deposit');
    expect(res.body.data.size).toBeGreaterThan(30_000);
    first = res.body.data.version;
    expect((await publish(copyFixture())).body.data.version).toBe(first);
    expect(await server.db.query('SELECT 1 FROM releases')).toHaveLength(1);
    expect((await audits('release.publish')).map((a) => [a.actor, a.target_type])).toEqual([['deploy:team-bank', 'release']]);
    second = (await publish(nextFixture('second'))).body.data.version;
    expect(second).not.toBe(first);
  });

  it('takes a build far over the API’s usual body limit', async () => {
    const big = nextFixture('big');
    writeFileSync(path.join(big, 'big.js'), randomBytes(2 * 1024 * 1024));
    const res = await publish(big);
    expect(res.status).toBe(200);
    expect(res.body.data.size).toBeGreaterThan(2 * 1024 * 1024);
  });

  it('refuses a build the gate refuses, translated, with nothing stored', async () => {
    const outside = copyFixture();
    editFile(outside, ROUTES_CHUNK, (text) => text.replace('path:"/pages/bank/bind"', 'path:"/pages/lottery/bind"'));
    const res = await call('release/publish', { remote: 'mf-bank', package_version: '0.1.0', files: uploadOf(outside) }, team, 'zh-tw');
    expect(res.body).toMatchObject({ code: 0, msg: expect.stringContaining('/pages/lottery/bind') });
    expect(res.body.msg).toMatch(/[\u4e00-\u9fff]/);
    const renamed = copyFixture();
    editManifest(renamed, (m) => (m.name = 'mf_lottery'));
    expect((await publish(renamed)).body).toMatchObject({ code: 0, msg: 'The manifest names the container mf_lottery; mf-bank must be built as mf_bank' });
    expect(await server.db.query('SELECT 1 FROM releases')).toHaveLength(3);
  });

  it('checks the singletons against the shell built on this server', async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'snapmall-webroot-'));
    mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(path.join(webRoot, 'shell', 'dist', 'provided-shared.json'), JSON.stringify({ ...SHELL, react: '18.3.1' }));
    const here = createServices({ db: server.db, config: { ...server.config, webRoot } }).releases;
    await expect(here.publish('mf-bank', nextFixture('old shell'), { by: 'cli:test' })).rejects.toMatchObject({
      key: 'release.singletonUnsatisfied',
      vars: { name: 'react', required: '^19.3.1', provided: '18.3.1' },
    });
  });

  it('answers 422 to a body that does not fit the contract', async () => {
    const bad = [
      { remote: 'mf-bank', package_version: '0.1.0', files: [{ path: '/etc/passwd', content_base64: '' }] },
      { remote: 'mf-bank', package_version: '0.1.0', files: [] },
      { remote: 'MF', package_version: '0.1.0', files: [{ path: 'a.js', content_base64: '' }] },
      { remote: 'mf-bank', files: [{ path: 'a.js', content_base64: '' }], extra: 1 },
    ];
    for (const body of bad) expect((await call('release/publish', body)).status).toBe(422);
    expect((await call('release/canary', { remote: 'mf-bank', version: second, percent: 101 })).status).toBe(422);
    expect((await call('release/preview', { remote: 'mf-bank', version: second, client_id: 'client-aaaa-1111', minutes: 0 })).status).toBe(422);
    // A link is made for one browser: its client id is required, and only a plain one.
    expect((await call('release/preview', { remote: 'mf-bank', version: second })).status).toBe(422);
    expect((await call('release/preview', { remote: 'mf-bank', version: second, client_id: 'short' })).status).toBe(422);
    expect((await call('release/preview', { remote: 'mf-bank', version: second, client_id: 'client id with spaces' })).status).toBe(422);
    // The contract's pattern lets a '..' segment through; the store refuses it (a path is a URL under the release).
    const climbing = { remote: 'mf-bank', package_version: '0.1.0', files: [...uploadOf(copyFixture()), { path: 'static/../../x.js', content_base64: '' }] };
    expect((await call('release/publish', climbing)).body).toMatchObject({ code: 0, msg: 'The file path static/../../x.js is not a plain path under the build' });
  });
});

describe('channels', () => {
  it('lets a team put live only a release that passed the shop’s smoke run, and write no verdict itself', async () => {
    for (const version of [first, second]) {
      expect((await call('release/promote', { remote: 'mf-bank', version })).body).toMatchObject({ code: 0, msg: expect.stringContaining('has not passed the shop’s smoke run') });
      expect((await call('release/canary', { remote: 'mf-bank', version, percent: 10 })).body.code).toBe(0);
      // The deployer's old way to certify its own run is gone; the runner's calls take no deployer's or operator's token.
      expect((await call('release/smoke', { remote: 'mf-bank', version, passed: true, note: 'ok' })).status).toBe(404);
      for (const token of [team, operator.token, customer]) {
        expect((await server.post('/api/smoke/claim', {}, { token })).status).toBe(401);
        const verdict = { release_id: 1, claim: 'x', remote: 'mf-bank', version, routes: [{ route: '/pages/bank/deposit', ok: true }], problems: [] };
        expect((await server.post('/api/smoke/verdict', verdict, { token })).status).toBe(401);
      }
      expect((await listed()).find((r) => r.version === version)!.smoke).toBe('queued');
      await passSmoke(releases, 'mf-bank', version);
    }
  });

  it('previews a release with a signed link for one browser, and only a release that exists', async () => {
    const res = await call<{ token: string; query: string; expires: number }>('release/preview', { remote: 'mf-bank', version: second, client_id: 'client-aaaa-1111', minutes: 5 });
    expect(res.body.data.query).toBe(`?preview=${res.body.data.token}`);
    expect(res.body.data.expires).toBeGreaterThan(Date.now() / 1000 + 240);
    const payload = JSON.parse(Buffer.from(res.body.data.token.split('.')[0]!, 'base64url').toString('utf8')) as Record<string, unknown>;
    expect(payload).toMatchObject({ remote: 'mf-bank', version: second, client: 'client-aaaa-1111' });
    expect((await call('release/preview', { remote: 'mf-bank', version: '0.1.0+000000000000', client_id: 'client-aaaa-1111' })).status).toBe(404);
  });

  it('promotes, runs a canary, ends it by promoting it, and rolls back', async () => {
    expect((await call('release/promote', { remote: 'mf-bank', version: first })).body.code).toBe(1);
    expect((await call('release/canary', { remote: 'mf-bank', version: first, percent: 10 })).body).toMatchObject({
      code: 0,
      msg: `${first} is the stable release; it cannot be the canary too`,
    });
    expect((await call('release/canary', { remote: 'mf-bank', version: second, percent: 10 })).body).toMatchObject({ code: 1, data: { version: second, percent: 10 } });
    expect((await listed()).find((r) => r.version === second)).toMatchObject({ channels: ['canary'], canary_percent: 10 });
    const list = await call<{ rule: Record<string, number>; releases: Array<{ telemetry: Record<string, number> }> }>('release/list', { remote: 'mf-bank' });
    expect(list.body.data.rule).toEqual({ min_clients: 10, max_extra_failure_rate: 0.05, window_minutes: 5, min_vitals: 20, vitals_margin: 0.2 });
    expect(list.body.data.releases[0]!.telemetry).toEqual({ loads_window: 0, failures_window: 0, loads_day: 0, failures_day: 0 });
    await call('release/promote', { remote: 'mf-bank', version: second });
    expect((await listed()).find((r) => r.version === second)!.channels).toEqual(['stable']);
    expect((await call('release/rollback', { remote: 'mf-bank' })).body.data.version).toBe(first);
    expect(await stable()).toBe(first);
    const log = await server.db.query<{ channel: string; action: string; actor: string }>("SELECT channel, action, actor FROM release_channel_log WHERE remote = 'mf-bank' AND actor <> 'operator:reg_owner' ORDER BY id");
    expect(log.map((l) => `${l.channel} ${l.action}`)).toEqual(['stable promote', 'canary canary', 'stable promote', 'canary end', 'stable rollback']);
    expect(new Set(log.map((l) => l.actor))).toEqual(new Set(['deploy:team-bank']));
    expect((await audits('release.promote')).length).toBe(2);
    expect((await audits('release.canary')).length).toBe(1);
    expect((await audits('release.rollback')).length).toBe(1);
  });

  it('never lets a release that failed its smoke run go live', async () => {
    const failed = (await publish(nextFixture('smoke fails'))).body.data.version;
    expect(await runSmokeAs(releases, 'mf-bank', failed, ['/pages/bank/deposit: page error: deposit page blank'])).toMatchObject({ smoke: 'failed' });
    expect((await call('release/promote', { remote: 'mf-bank', version: failed })).body).toMatchObject({ code: 0, msg: `${failed} failed its smoke run and cannot go live` });
    expect((await call('release/canary', { remote: 'mf-bank', version: failed, percent: 5 })).body.code).toBe(0);
    expect((await audits('release.smoke')).map((a) => a.actor)).toEqual(Array(3).fill('system:smoke-runner'));
  });

  it('ends a canary by hand with percent 0, and refuses that for a release that is not the canary', async () => {
    expect((await call('release/canary', { remote: 'mf-bank', version: second, percent: 30 })).body.code).toBe(1);
    expect((await call('release/canary', { remote: 'mf-bank', version: second, percent: 0 })).body).toMatchObject({ code: 1, data: { percent: 0 } });
    expect((await listed()).find((r) => r.version === second)!.channels).toEqual([]);
    expect((await call('release/canary', { remote: 'mf-bank', version: second, percent: 0 })).body).toMatchObject({ code: 0, msg: `${second} is not the canary` });
    const log = await server.db.query<{ action: string; note: string }>("SELECT action, note FROM release_channel_log WHERE channel = 'canary' ORDER BY id DESC LIMIT 2");
    expect(log).toEqual([{ action: 'end', note: 'ended by hand' }, { action: 'canary', note: '' }]);
    expect((await audits('release.canary')).length).toBe(3);
  });

  it('keeps one consistent log when two instances promote and roll back at once', async () => {
    const other = await server.secondInstance();
    const third = (await publish(nextFixture('third'))).body.data.version;
    await passSmoke(releases, 'mf-bank', third);
    const versions = [first, second, third];
    const posts = [server.post, other.post];
    const moves = Array.from({ length: 24 }, (_, i) => {
      const post = posts[i % 2]!;
      const body = i % 3 === 2 ? { remote: 'mf-bank' } : { remote: 'mf-bank', version: versions[i % versions.length] };
      return post(`/api/admin/release/${i % 3 === 2 ? 'rollback' : 'promote'}`, body, { token: team });
    });
    const answers = await Promise.all(moves);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    await other.close();
    // Replaying the log as a stack of promotes (a rollback pops one) must end where the channel is.
    const log = await server.db.query<{ action: string; release_id: string }>(
      "SELECT action, release_id::text FROM release_channel_log WHERE remote = 'mf-bank' AND channel = 'stable' ORDER BY id",
    );
    const stack: string[] = [];
    for (const entry of log) {
      if (entry.action === 'promote') {
        expect(entry.release_id).not.toBe(stack.at(-1));
        stack.push(entry.release_id);
      } else {
        stack.pop();
        expect(entry.release_id).toBe(stack.at(-1));
      }
    }
    const [channel] = await server.db.query<{ release_id: string }>("SELECT release_id::text FROM release_channels WHERE remote = 'mf-bank' AND channel = 'stable'");
    expect(channel!.release_id).toBe(stack.at(-1));
  });
});
