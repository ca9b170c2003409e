import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { OPERATOR, startReleaseShop, type ReleaseShop } from '../src/release/shop';
import { logInDemo } from '../src/layout';
import { openPage } from '../src/shop';
import { devServerUp, newTeam, type Team } from '../src/team';

/**
 * A team in its own repository (issue 29): in a temporary folder with no path to this repository, the team makes
 * its remote from the shop's own packages (/packages/), installs (the registry and the shop's tarballs), runs its
 * tests, builds and releases it to the running shop with its deploy token: the gate and the shop's smoke run pass,
 * and once the owner registered it and put it on the tab bar, a customer opens its page. Asking for a React the shell
 * does not provide, it is stopped by the gate.
 */
const NAME = 'mf-outside';

describe('a team in its own repository', () => {
  let shop: ReleaseShop;
  let team: Team;
  let token: string;

  beforeAll(async () => {
    shop = await startReleaseShop({}, { smokeRunner: true });
    // The owner registers the remote and makes the team's deploy token (npm run ops -- remote:add, deploy:token).
    await shop.services.releases.addRemote({ name: NAME, prefixes: ['/pages/outside/'], owner: 'outside team' }, `cli:${OPERATOR.username}`);
    ({ token } = await shop.services.releases.access.createToken('cli:team-test', 'outside-ci', [NAME]));
  }, 60_000);
  afterAll(async () => {
    await shop?.close();
    team?.remove();
  });

  it('makes, tests, builds and releases its remote from the shop’s packages, and a customer opens its page', async () => {
    const index = (await (await fetch(`${shop.url}/packages/`)).json()) as { packages: Array<{ name: string }> };
    expect(index.packages.map((p) => p.name).sort()).toEqual(['@snapmall/rspack-preset', '@snapmall/shared']);
    team = await newTeam(shop.url, NAME);
    const pkg = JSON.parse(fs.readFileSync(path.join(team.dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(pkg.dependencies['@snapmall/shared']).toBe(`${shop.url}/packages/snapmall-shared-0.1.0.tgz`);
    // Nothing of this repository's sources: every path the folder names is its own, the shop's or the registry's.
    expect(fs.readFileSync(path.join(team.dir, 'package.json'), 'utf8')).not.toContain(path.resolve(__dirname, '../..'));
    expect(fs.readFileSync(path.join(team.dir, 'node_modules/@snapmall/shared/dist/index.d.ts'), 'utf8')).toContain('export');
    expect(fs.existsSync(path.join(team.dir, 'node_modules/@snapmall/shared/src'))).toBe(false);

    expect(await team.step('test', 'npm', ['test'])).toMatch(/Tests:\s+5 passed, 5 total/);

    const env = { SNAPMALL_URL: shop.url, SNAPMALL_DEPLOY_TOKEN: token, SMOKE_WAIT_SECONDS: '120' };
    const released = await team.step('release', 'npm', ['run', 'release', '--', '--promote'], env);
    expect(released).toMatch(/^Smoke passed: all 1 routes? passed$/m);
    expect(released).toMatch(/^Live: stable 0\.1\.0\+[0-9a-f]{12}$/m);
    // Developing live, for the team's own browser: its dev server (npm run serve) and a dev link from the same folder.
    const port = 3001;
    const serve = spawn('npm', ['run', 'serve'], { cwd: team.dir, env: { PATH: process.env.PATH!, HOME: process.env.HOME!, PORT: String(port), SHOP_URL: shop.url }, stdio: 'ignore', detached: true });
    try {
      const link = await team.step('devlink', 'npx', ['snapmall-remote', 'devlink', String(port), 'team-browser-0001'], env);
      const query = link.match(/^Dev link: \S+\/(\?dev=\S+) \(mf-outside from http:\/\/localhost:3001, only for the browser team-browser-0001, /m)![1]!;
      await devServerUp(port);
      const dev = await openPage(shop);
      await logInDemo(dev.page, shop);
      await dev.page.addInitScript(() => localStorage.setItem('snapmall:client', 'team-browser-0001'));
      await dev.page.goto(`${shop.url}/${query}#/pages/outside/index`);
      await dev.page.getByTestId('dev-offer').getByRole('button', { name: 'Open' }).click();
      await dev.page.getByTestId('dev-banner').filter({ hasText: `from http://localhost:${port}` }).waitFor();
      await dev.page.getByRole('heading', { name: 'Hello, Demo' }).waitFor();
      expect(dev.problems).toEqual([]);
      await dev.context.close();
    } finally {
      process.kill(-serve.pid!);
    }

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
    console.log(`A team outside the repository: ${Object.entries(team.times).map(([step, ms]) => `${step} ${(ms / 1000).toFixed(1)} s`).join(', ')}`);
  }, 300_000);

  it('is stopped by the gate when its package.json asks for a React the shell does not provide', async () => {
    const file = path.join(team.dir, 'package.json');
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { dependencies: Record<string, string> };
    fs.writeFileSync(file, JSON.stringify({ ...pkg, dependencies: { ...pkg.dependencies, react: '^19.4.0' } }, null, 2));
    const refused = await team.run('npm', ['run', 'release'], { SNAPMALL_URL: shop.url, SNAPMALL_DEPLOY_TOKEN: token });
    expect(refused.code).not.toBe(0);
    expect(refused.output).toMatch(/Refused: .*react.*\^19\.4\.0.*19\.3\.1/);
  }, 120_000);
});
