import { execFile } from 'node:child_process';
import path from 'node:path';
import type { UserInfo } from '@snapmall/shared/contract';
import { DEMO_CUSTOMER } from 'server/src/seed/demo';
import { visitRelease } from 'server/src/smoke/visit';
import { parseArgs } from '../../scripts/release/args';
import { runCommand } from '../../scripts/release/commands';
import { release } from '../../scripts/release/flow';
import { buildRequiring, buildWithThrowingRoute, nextBuild } from '../src/release/builds';
import { apiPost } from '../src/api';
import { operatorCode } from '../src/operator-login';
import { liveVersion, OPERATOR, publish, releasesOf, startReleaseShop, type ReleaseShop } from '../src/release/shop';
import { ROOT } from '../src/shop';

const escape = (text: string) => text.replace(/[.+]/g, '\\$&');

/**
 * What keeps a bad build from customers (issues 17, 25): the gate refuses it at publish time when it can tell from
 * the files, and the shop's own smoke run, through a preview link made for its runner's browser, catches a page that
 * breaks when it renders; the server then refuses to put it live. The shop runs the smoke itself (its runner here in
 * the test's Chromium, as `npm start` runs it in the server's process): `npm run release` only waits for the verdict.
 * One run is the real command (a child process); the others call the same flow in-process.
 */
describe('the release gate and the shop’s smoke run', () => {
  let shop: ReleaseShop;
  beforeAll(async () => {
    shop = await startReleaseShop({}, { smokeRunner: true });
  });
  afterAll(() => shop?.close());

  // The owner has an authenticator app (tests/src/operator-login.ts enrolled it): each run types its code now.
  const operatorEnv = () => ({ SNAPMALL_URL: shop.url, OPERATOR_USERNAME: OPERATOR.username, OPERATOR_PASSWORD: OPERATOR.password, OPERATOR_CODE: operatorCode(shop.url, OPERATOR.username) });
  const tokenEnv = (token: string) => ({ SNAPMALL_URL: shop.url, SNAPMALL_DEPLOY_TOKEN: token });

  /** `npm run release -- <args>` against this shop, as a team would run it; its exit code and output. */
  const releaseCommand = (args: string[]) =>
    new Promise<{ code: number; output: string }>((resolve) => {
      const env: NodeJS.ProcessEnv = { ...process.env, ...operatorEnv() };
      delete env.SNAPMALL_DEPLOY_TOKEN;
      execFile(process.execPath, ['--import', 'tsx', 'scripts/release/main.ts', ...args], { cwd: ROOT, env, timeout: 80_000 }, (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}${stderr}` }),
      );
    });
  /** The same flow in-process (main.ts's dispatch), with the shop's browser for the smoke run. */
  const releaseFlow = async (argv: string[], env: NodeJS.ProcessEnv = operatorEnv()) => {
    const lines: string[] = [];
    const args = parseArgs(argv);
    const say = (line: string) => lines.push(line);
    const code = args.command === 'release' ? await release(args, env, say, { pollMs: 200 }) : await runCommand(args, env, say);
    return { code, output: lines.join('\n') };
  };
  const smokeOf = async (version: string) => (await releasesOf(shop, 'mf-bank')).find((r) => r.version === version)?.smoke;
  /**
   * remotes.json follows a promote within the refresh time (RELEASE_REFRESH_MS): an instance reuses the registry it
   * read for that long, and the smoke run's own page loads read it just before the promote.
   */
  const followed = async (version: string) => {
    for (const until = Date.now() + 3_000; (await liveVersion(shop.url, 'mf-bank')) !== version && Date.now() < until; ) await new Promise((r) => setTimeout(r, 50));
    return liveVersion(shop.url, 'mf-bank');
  };

  it('refuses a build that needs a newer shared library than the shell provides, saying which', async () => {
    const candidate = buildRequiring('mf-bank', 'react', '^99.0.0');
    await expect(publish(shop, 'mf-bank', candidate)).rejects.toThrow(/"code":0,"msg":"[^"]*react[^"]*\^99\.0\.0/);
    const { code, output } = await releaseFlow(['mf-bank', '--dist', candidate, '--promote']);
    expect(code).toBe(1);
    expect(output).toMatch(/^Refused: .*react.*\^99\.0\.0/m);
    expect(output).not.toMatch(/Smoke/);
    await expect(releasesOf(shop, 'mf-bank')).resolves.toEqual([]);
  });

  it('publishes, smoke-tests and promotes a good build with npm run release, with a link for the deployer too', async () => {
    const { code, output } = await releaseCommand(['mf-bank', '--skip-build', '--promote', '--preview-for', 'deployer-browser-0001']);
    expect(output).toMatch(/^Waiting for the shop's smoke run…$/m);
    expect(output).toMatch(/^Smoke passed: all 6 routes passed$/m);
    expect(code).toBe(0);
    const version = output.match(/^Version (\S+)/m)?.[1];
    expect(version).toMatch(/^0\.1\.0\+[0-9a-f]{12}$/);
    expect(output).toContain(`Preview link: ${shop.url}/?preview=`);
    expect(output).toContain('(only for the browser deployer-browser-0001, until ');
    expect(output).toMatch(new RegExp(`^Live: stable ${escape(version!)}`, 'm'));
    await expect(followed(version!)).resolves.toBe(version);
    expect(await smokeOf(version!)).toBe('passed');
  }, 120_000);

  it('a page that throws on render passes the gate, fails the smoke run, and cannot be promoted', async () => {
    const stable = await liveVersion(shop.url, 'mf-bank');
    expect(stable).toBeDefined();
    const candidate = buildWithThrowingRoute('mf-bank', '/pages/bank/withdraw_logs');
    const { code, output } = await releaseFlow(['mf-bank', '--dist', candidate, '--promote']);
    expect(code).toBe(1);
    const version = output.match(/^Version (\S+)/m)?.[1];
    expect(version).toBeDefined();
    expect(version).not.toBe(stable);
    expect(output).toMatch(/^Smoke FAILED: 1 of 6 routes failed$/m);
    expect(output).toMatch(/^ {2}\/pages\/bank\/withdraw_logs FAILED$/m);
    expect(output).toMatch(/^ {2}\/pages\/bank\/deposit ok$/m);
    expect(output).toMatch(/\/pages\/bank\/withdraw_logs: the shell showed its "unavailable" page/);
    // The other routes of the same build were fine: the verdict names the one that broke.
    expect(output).not.toMatch(/\/pages\/bank\/deposit: /);
    expect(output).toMatch(/^promote refused: /m);
    expect(await smokeOf(version!)).toBe('failed');
    await expect(shop.admin('/api/admin/release/promote', { remote: 'mf-bank', version })).rejects.toThrow(/"code":0/);
    await expect(shop.admin('/api/admin/release/canary', { remote: 'mf-bank', version, percent: 10 })).rejects.toThrow(/"code":0/);
    await expect(liveVersion(shop.url, 'mf-bank')).resolves.toBe(stable);
  }, 120_000);

  it("a team's deploy token publishes its own remote and no other, then takes the flow's steps over the admin API", async () => {
    const { token } = await shop.services.releases.access.createToken('cli:release-tests', 'bank-ci', ['mf-bank']);
    const refused = await releaseFlow(['mf-account', '--skip-build'], tokenEnv(token));
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/^Refused: .*mf-account/m);
    await expect(releasesOf(shop, 'mf-account')).resolves.toEqual([]);
    // A build made outside the checkout names its package version.
    const { code, output } = await releaseFlow(['mf-bank', '--dist', nextBuild('mf-bank', 'deploy token'), '--package-version', '0.2.0'], tokenEnv(token));
    expect(output).toMatch(/^Smoke passed: all 6 routes passed$/m);
    expect(output).toMatch(new RegExp(`^Preview in your browser: open ${escape(shop.url)}/\\?preview= there to see its id, then npm run release -- preview mf-bank 0\\.2\\.0\\+[0-9a-f]{12} <that id>$`, 'm'));
    expect(output).toMatch(/^Not live yet: npm run release -- promote mf-bank 0\.2\.0\+[0-9a-f]{12}$/m);
    expect(code).toBe(0);
    const version = output.match(/^Version (\S+)/m)![1]!;
    expect((await releasesOf(shop, 'mf-bank')).find((r) => r.version === version)).toMatchObject({ smoke: 'passed', channels: [] });
    const stable = (await liveVersion(shop.url, 'mf-bank'))!;

    const step = (...argv: string[]) => releaseFlow(argv, tokenEnv(token));
    const listed = await step('list', 'mf-bank');
    expect(listed.code).toBe(0);
    expect(listed.output).toMatch(/^version\s+published \(UTC\)\s+by\s+size\s+channels\s+smoke\s+loads\/failures 5 min\s+loads\/failures day$/m);
    // The smoke run's own page load is among the loads.
    expect(listed.output).toMatch(new RegExp(`^${escape(version)}\\s.*deploy:bank-ci\\s+[\\d.]+ KB\\s+-\\s+passed\\s+\\d+/0\\s+\\d+/0$`, 'm'));
    expect(listed.output).toMatch(/A canary is withdrawn when, over 5 minutes, it and stable each have at least \d+ clients/);
    // The log says what happened: published by the token, the shop's verdict with its summary.
    expect(listed.output).toMatch(new RegExp(`smoke run\\s+${escape(version)}\\s+system:smoke-runner\\s+passed: all 6 routes passed`));
    expect(listed.output).toMatch(new RegExp(`published\\s+${escape(version)}\\s+deploy:bank-ci`));
    await expect(step('canary', 'mf-bank', version, '10')).resolves.toMatchObject({ code: 0, output: `Live: stable ${stable}, canary ${version} at 10 %` });
    await expect(step('promote', 'mf-bank', version)).resolves.toMatchObject({ code: 0, output: `Live: stable ${version}` });
    await expect(followed(version)).resolves.toBe(version);
    await expect(step('rollback', 'mf-bank')).resolves.toMatchObject({ code: 0, output: `Live: stable ${stable}` });
    const preview = await step('preview', 'mf-bank', version, 'deployer-browser-0002');
    expect(preview.output).toMatch(new RegExp(`^Preview link: ${escape(shop.url)}/\\?preview=\\S+ \\(only for the browser deployer-browser-0002, until `));
    await expect(step('rollback', 'mf-account')).resolves.toEqual({ code: 1, output: 'Refused: You have no deploy right for mf-account' });
  }, 120_000);

  it('checks the operator’s credentials before it builds, as admin when OPERATOR_USERNAME is unset, and takes only a remote name', async () => {
    const wrong = await releaseFlow(['mf-bank'], { SNAPMALL_URL: shop.url, OPERATOR_PASSWORD: 'not-the-password' });
    expect(wrong.code).toBe(1);
    expect(wrong.output).toMatch(/^Refused: /);
    expect(wrong.output).not.toMatch(/Building/);
    // An owner needs a second factor here too: the password alone is refused, with what to give.
    const noCode = await releaseFlow(['list', 'mf-bank'], { SNAPMALL_URL: shop.url, OPERATOR_PASSWORD: OPERATOR.password });
    expect(noCode).toMatchObject({ code: 1, output: expect.stringMatching(/^Refused: the operator admin needs a second factor: set OPERATOR_CODE/) });
    // The server's default operator, admin, is who signs in when no name is given.
    const listed = await releaseFlow(['list', 'mf-bank'], { SNAPMALL_URL: shop.url, OPERATOR_PASSWORD: OPERATOR.password, OPERATOR_CODE: operatorCode(shop.url, OPERATOR.username) });
    expect(listed.code).toBe(0);
    expect(() => parseArgs(['mf-bank;touch /tmp/x'])).toThrow(/is not a remote's name/);
    await expect(release({ remote: 'server', promote: false, skipBuild: false }, operatorEnv(), () => undefined)).resolves.toBe(2);
  });

  it('the shop’s smoke run opens every page of the route table the gate read from the build', async () => {
    const candidate = await publish(shop, 'mf-lottery', path.join(ROOT, 'mf-lottery/dist'));
    expect(candidate.routes).toHaveLength(8);
    let smoke: { smoke: string | null; smoke_note: string } | undefined;
    for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
      smoke = (await releasesOf(shop, 'mf-lottery')).find((r) => r.version === candidate.version);
      if (smoke?.smoke === 'passed' || smoke?.smoke === 'failed') break;
    }
    expect(smoke).toMatchObject({ smoke: 'passed', smoke_note: expect.stringMatching(/^all 8 routes passed\n/) });
    expect(smoke!.smoke_note).toContain('/pages/lottery/verify ok');
  }, 90_000);

  it('the smoke run fails a preview that did not take (the link was made for another browser)', async () => {
    const candidate = await publish(shop, 'mf-bank', nextBuild('mf-bank', 'preview for another browser'));
    const { query } = await shop.admin<{ query: string }>('/api/admin/release/preview', { remote: 'mf-bank', version: candidate.version, client_id: 'someone-else-0001' });
    const { userinfo } = await apiPost<{ userinfo: UserInfo }>(shop.url, '/api/user/login', { account: DEMO_CUSTOMER.username, password: DEMO_CUSTOMER.password });
    const job = { release_id: 0, claim: 'not-a-claim', remote: 'mf-bank', version: candidate.version, routes: ['/pages/bank/deposit'], preview_query: query, client_id: 'smoke-test-bank-0001', customer: userinfo };
    const outcome = await visitRelease(shop.browser, shop.url, job);
    expect(outcome.problems.join('\n')).toMatch(/the preview did not take/);
  });
});
