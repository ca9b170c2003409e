import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OPERATOR, startReleaseShop, type ReleaseShop } from '../src/release/shop';
import { logInDemo } from '../src/layout';
import { openPage } from '../src/shop';

/**
 * A team in its own repository (issue 29): in a temporary folder with no path to this repository, the team makes
 * its remote from the shop's own packages (/packages/), installs (the registry and the shop's tarballs), runs its
 * tests, builds and releases it to the running shop with its deploy token: the gate and the shop's smoke run pass,
 * and once the owner registered it and put it on the tab bar, a customer opens its page. Asking for a React the shell
 * does not provide, it is stopped by the gate.
 */
const NAME = 'mf-outside';

interface Run {
  code: number;
  output: string;
}
/** A command in the team's folder, with only what a team's machine has: node, npm, the shop's address. */
const run = (command: string, args: string[], cwd: string, env: Record<string, string> = {}) =>
  new Promise<Run>((resolve) => {
    execFile(command, args, { cwd, env: { PATH: process.env.PATH!, HOME: process.env.HOME!, ...env }, timeout: 240_000, maxBuffer: 32 << 20 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
const ok = async (step: Promise<Run>) => {
  const result = await step;
  if (result.code !== 0) throw new Error(result.output);
  return result.output;
};

describe('a team in its own repository', () => {
  let shop: ReleaseShop;
  let folder: string;
  let dir: string;
  let token: string;
  const times: Record<string, number> = {};
  const timed = async <T,>(label: string, step: () => Promise<T>) => {
    const start = Date.now();
    const value = await step();
    times[label] = Date.now() - start;
    return value;
  };

  beforeAll(async () => {
    shop = await startReleaseShop({}, { smokeRunner: true });
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'snapmall-team-'));
    // The owner registers the remote and makes the team's deploy token (npm run ops -- remote:add, deploy:token).
    await shop.services.releases.addRemote({ name: NAME, prefixes: ['/pages/outside/'], owner: 'outside team' }, `cli:${OPERATOR.username}`);
    ({ token } = await shop.services.releases.access.createToken('cli:team-test', 'outside-ci', [NAME]));
  }, 60_000);
  afterAll(async () => {
    await shop?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('makes, tests, builds and releases its remote from the shop’s packages, and a customer opens its page', async () => {
    const index = (await (await fetch(`${shop.url}/packages/`)).json()) as { packages: Array<{ name: string; file: string }> };
    const preset = index.packages.find((p) => p.name === '@snapmall/rspack-preset')!;
    expect(index.packages.map((p) => p.name).sort()).toEqual(['@snapmall/rspack-preset', '@snapmall/shared']);

    await timed('scaffold', () => ok(run('npm', ['exec', '--yes', '--prefer-offline', `--package=${shop.url}/packages/${preset.file}`, '--', 'snapmall-remote', 'new', NAME, '--shop', shop.url, '--no-install'], folder)));
    dir = path.join(folder, NAME);
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(pkg.dependencies['@snapmall/shared']).toBe(`${shop.url}/packages/snapmall-shared-0.1.0.tgz`);
    // Nothing of this repository's sources: every path the folder names is its own, the shop's or the registry's.
    expect(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).not.toContain(path.resolve(__dirname, '../..'));

    await timed('install', () => ok(run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], dir)));
    expect(fs.readFileSync(path.join(dir, 'node_modules/@snapmall/shared/dist/index.d.ts'), 'utf8')).toContain('export');
    expect(fs.existsSync(path.join(dir, 'node_modules/@snapmall/shared/src'))).toBe(false);

    const tested = await timed('test', () => ok(run('npm', ['test'], dir)));
    expect(tested).toMatch(/Tests:\s+5 passed, 5 total/);

    const env = { SNAPMALL_URL: shop.url, SNAPMALL_DEPLOY_TOKEN: token, SMOKE_WAIT_SECONDS: '120' };
    const released = await timed('release', () => ok(run('npm', ['run', 'release', '--', '--promote'], dir, env)));
    expect(released).toMatch(/^Smoke passed: all 1 routes? passed$/m);
    expect(released).toMatch(/^Live: stable 0\.1\.0\+[0-9a-f]{12}$/m);
    // A dev link for the team's own browser, from the same folder (snapmall-remote devlink).
    const link = await ok(run('npx', ['snapmall-remote', 'devlink', '3001', 'team-browser-0001'], dir, env));
    expect(link).toMatch(/^Dev link: \S+\/\?dev=\S+ \(mf-outside from http:\/\/localhost:3001, only for the browser team-browser-0001, /m);

    // The owner puts it on the tab bar; a customer opens it from there.
    const config = await shop.services.settings.get();
    const tab = { pagePath: '/pages/outside/index', text: { 'en-us': 'Outside', 'zh-tw': '外部' }, icon: 'gift' as const };
    await shop.services.settings.save(`cli:${OPERATOR.username}`, 'tabbar', { ...config.tabbar, list: [...config.tabbar.list.slice(0, 4), tab] });
    const { page, problems } = await openPage(shop);
    await logInDemo(page, shop);
    await page.goto(`${shop.url}/#/pages/index/index`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Outside' }).click();
    await page.getByRole('heading', { name: 'Hello, Demo' }).waitFor();
    expect(problems).toEqual([]);
    console.log(`A team outside the repository: ${Object.entries(times).map(([step, ms]) => `${step} ${(ms / 1000).toFixed(1)} s`).join(', ')}`);
  }, 300_000);

  it('is stopped by the gate when its package.json asks for a React the shell does not provide', async () => {
    const file = path.join(dir, 'package.json');
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { dependencies: Record<string, string> };
    fs.writeFileSync(file, JSON.stringify({ ...pkg, dependencies: { ...pkg.dependencies, react: '^19.4.0' } }, null, 2));
    const refused = await run('npm', ['run', 'release'], dir, { SNAPMALL_URL: shop.url, SNAPMALL_DEPLOY_TOKEN: token });
    expect(refused.code).not.toBe(0);
    expect(refused.output).toMatch(/Refused: .*react.*\^19\.4\.0.*19\.3\.1/);
  }, 120_000);
});
