import { createServices } from '../src/services';
import { runOps, startTestServer, type TestServer } from './helpers';
import { copyFixture, nextFixture } from './support/release-fixture';
import { passSmoke } from './support/smoke';

/** `npm run ops -- release:* / remote:* / deploy:*`: the release store from the server's command line. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
// Each test runs several command-line processes, each compiling the server's code as it starts.
jest.setTimeout(120_000);

const ops = async (...args: string[]) => {
  const run = await runOps(server, ...args);
  if (run.status !== 0) throw new Error(`ops ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  return run.stdout;
};

it('creates a deploy token with its rights, printed once, that the admin API accepts until it is revoked', async () => {
  const created = JSON.parse(await ops('deploy:token', 'team-bank', 'mf-bank')) as { name: string; token: string; remotes: string[] };
  expect(created).toEqual({ name: 'team-bank', token: expect.stringMatching(/^[0-9a-f]{64}$/), remotes: ['mf-bank'] });
  const list = () => server.post('/api/admin/release/list', { remote: 'mf-bank' }, { token: created.token });
  expect((await list()).body.code).toBe(1);
  expect(await server.db.query('SELECT 1 FROM deploy_tokens WHERE token_hash = $1', [created.token])).toEqual([]);
  const bad = await runOps(server, 'deploy:token', 'Team Bank', 'mf-bank');
  expect(bad.status).toBe(1);
  expect(bad.stderr).toContain('A deploy token name is 2 to 40 lowercase letters');
  await ops('deploy:revoke', 'team-bank');
  expect((await list()).status).toBe(401);
});

it('publishes local builds, lists them as a table, and moves the channels', async () => {
  const first = (JSON.parse(await ops('release:publish', 'mf-bank', copyFixture())) as { version: string; routes: string[] });
  expect(first.routes).toContain('/pages/bank/deposit');
  const second = (JSON.parse(await ops('release:publish', 'mf-bank', nextFixture('ops'))) as { version: string }).version;
  // The command line is no exception: nothing goes live before the shop's smoke run passed it.
  expect((await runOps(server, 'release:promote', 'mf-bank', first.version)).stderr).toContain('has not passed the shop’s smoke run');
  const releases = createServices({ db: server.db, config: server.config }).releases;
  for (const version of [first.version, second]) await passSmoke(releases, 'mf-bank', version);
  expect(JSON.parse(await ops('release:promote', 'mf-bank', first.version))).toEqual({ stable: first.version });
  expect(JSON.parse(await ops('release:canary', 'mf-bank', second, '25'))).toEqual({ version: second, percent: 25 });
  const table = await ops('release:list', 'mf-bank');
  const lines = table.split('\n');
  expect(lines[0]).toMatch(/^version\s+published \(UTC\)\s+by\s+size\s+channels\s+smoke\s+loads\/failures 5 min\s+loads\/failures day$/);
  expect(lines.find((l) => l.startsWith(second))).toMatch(/cli:\S+\s+[\d.]+ KB\s+canary 25%\s+passed\s+0\/0\s+0\/0$/);
  expect(lines.find((l) => l.startsWith(first.version))).toContain('stable');
  expect(table).toContain('it and stable each have at least 10 clients');
  // The log, newest first: the canary, the promote, each verdict and publish, with who and why.
  const log = table.slice(table.indexOf('Log (newest first, UTC):')).split('\n');
  expect(log[3]).toMatch(new RegExp(`canary 25%\\s+${second.replace('+', '\\+')}\\s+cli:`));
  expect(log.some((l) => /smoke run\s+\S+\s+system:smoke-runner\s+passed: all \d+ routes passed/.test(l))).toBe(true);
  await ops('release:promote', 'mf-bank', second);
  expect(JSON.parse(await ops('release:rollback', 'mf-bank'))).toEqual({ stable: first.version });
  const preview = await ops('release:preview', 'mf-bank', second, 'client-aaaa-1111', '5');
  expect(preview).toMatch(/^\/\?preview=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\n.*client-aaaa-1111/);
  expect((await runOps(server, 'release:preview', 'mf-bank', second)).stderr).toMatch(/client_id/);
  const refused = await runOps(server, 'release:rollback', 'mf-bank');
  expect(refused.stderr).toContain('mf-bank has no earlier stable release to roll back to');
  const actors = await server.db.query<{ actor: string }>("SELECT DISTINCT actor FROM audit_log WHERE action LIKE 'release.%' AND action <> 'release.smoke'");
  expect(actors.map((a) => a.actor)).toEqual([expect.stringMatching(/^cli:/)]);
  const verdicts = await server.db.query<{ actor: string }>("SELECT DISTINCT actor FROM audit_log WHERE action = 'release.smoke'");
  expect(verdicts).toEqual([{ actor: 'system:smoke-runner' }]);
});

it('adds a remote checked like the admin API, lists the registry, and grants a right on it', async () => {
  await ops('remote:add', JSON.stringify({ name: 'mf-wallet', prefixes: ['/pages/wallet/'], owner: 'team-wallet' }));
  const overlap = await runOps(server, 'remote:add', JSON.stringify({ name: 'mf-purse', prefixes: ['/pages/wallet/x/'], owner: 't' }));
  expect(overlap.stderr).toContain('The prefix /pages/wallet/x/ overlaps a prefix of mf-wallet');
  const invalid = await runOps(server, 'remote:add', JSON.stringify({ name: 'mf-purse', prefixes: ['pages'], owner: 't' }));
  expect(invalid.status).toBe(1);
  expect((JSON.parse(await ops('remote:list')) as Array<{ name: string }>).map((r) => r.name)).toContain('mf-wallet');
  expect(JSON.parse(await ops('deploy:grant', 'operator:alice', 'mf-wallet'))).toEqual({ subject: 'operator:alice', remote: 'mf-wallet', granted: true });
  expect(await server.db.query("SELECT subject FROM deploy_rights WHERE remote = 'mf-wallet'")).toEqual([{ subject: 'operator:alice' }]);
  expect(JSON.parse(await ops('deploy:ungrant', 'operator:alice', 'mf-wallet'))).toEqual({ subject: 'operator:alice', remote: 'mf-wallet', revoked: true });
  expect(await server.db.query("SELECT subject FROM deploy_rights WHERE remote = 'mf-wallet'")).toEqual([]);
  expect((await runOps(server, 'deploy:ungrant', 'operator:alice', 'mf-wallet')).stderr).toContain('operator:alice has no deploy right for mf-wallet');
  const [audit] = await server.db.query<{ actor: string; before: unknown }>("SELECT actor, before FROM audit_log WHERE action = 'deploy.ungrant'");
  expect(audit).toEqual({ actor: expect.stringMatching(/^cli:/), before: { subject: 'operator:alice', remote: 'mf-wallet' } });
});

it('retires a remote, and makes a smoke runner’s token that opens the runner’s calls and nothing else', async () => {
  expect(JSON.parse(await ops('remote:retire', 'mf-wallet'))).toEqual({ name: 'mf-wallet', retired: true });
  expect((JSON.parse(await ops('remote:list')) as Array<{ name: string }>).map((r) => r.name)).not.toContain('mf-wallet');
  const runner = JSON.parse(await ops('smoke:token', 'runner-one')) as { name: string; token: string };
  expect(runner).toEqual({ name: 'runner-one', token: expect.stringMatching(/^[0-9a-f]{64}$/) });
  expect((await server.post('/api/smoke/claim', {}, { token: runner.token })).body).toMatchObject({ code: 1 });
  expect((await server.post('/api/admin/release/list', { remote: 'mf-bank' }, { token: runner.token })).status).toBe(401);
  await ops('smoke:revoke', 'runner-one');
  expect((await server.post('/api/smoke/claim', {}, { token: runner.token })).status).toBe(401);
});
