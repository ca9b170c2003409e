import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { logInDemo } from '../src/layout';
import { parseArgs } from '../../scripts/release/args';
import { runCommand } from '../../scripts/release/commands';
import { readDist } from '../../scripts/release/dist';
import { passSmoke, startReleaseShop, OPERATOR, type Published, type ReleaseShop } from '../src/release/shop';
import { bin, scaffoldRemote, type Scaffolded } from '../src/scaffold';
import { openPage } from '../src/shop';
import { devServerUp } from '../src/team';

/**
 * Dev links (issue 29): a team's remote, made by `npm run remote:new`, released in the shop; its dev server runs on
 * the developer's machine; a dev link made for browser A shows A the local build, and a saved change reloads it
 * there, while browser B, following the same link, keeps the released page.
 */
const NAME = 'mf-devdemo';
const PAGE = '/pages/devdemo/index';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe('a dev link: a local build inside the live shop, for one browser', () => {
  let shop: ReleaseShop;
  let made: Scaffolded;
  let devServer: ChildProcess;
  let port: number;

  beforeAll(async () => {
    shop = await startReleaseShop();
    made = scaffoldRemote(NAME);
    await shop.services.releases.addRemote({ name: NAME, prefixes: ['/pages/devdemo/'], owner: 'demo team' });
    await shop.services.releases.access.grant('cli:dev-link-test', `operator:${OPERATOR.username}`, NAME);
    made.build();
    // Released as a team releases it (its own package version, outside the repository), and made stable.
    const release = await shop.admin<Published>('/api/admin/release/publish', { remote: NAME, package_version: '0.1.0', files: readDist(path.join(made.dir, 'dist')) });
    await passSmoke(shop, NAME, release.version);
    await shop.admin('/api/admin/release/promote', { remote: NAME, version: release.version });
    port = await freePort();
    // The team's dev server: its build for the shell, served with rebuild on change (what `npm run serve` runs).
    devServer = spawn(process.execPath, [bin('@rspack/cli', 'bin/rspack.js'), 'serve', '--mode', 'development'], { cwd: made.dir, env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
    await devServerUp(port);
  }, 120_000);
  afterAll(async () => {
    devServer?.kill();
    await shop?.close();
    made?.remove();
  });

  /** A signed-in browser and its client id (as its page keeps it). */
  const browser = async () => {
    const opened = await openPage(shop);
    await logInDemo(opened.page, shop);
    await opened.page.goto(`${shop.url}/#/pages/index/index`);
    const id = await opened.page.evaluate(() => localStorage.getItem('snapmall:client'));
    return { ...opened, id: id! };
  };
  const greeting = (page: Page) => page.getByRole('heading', { name: /Demo$/ });

  it("shows the browser it was made for the dev server's build, reloads it on a saved change, and leaves B on the release", async () => {
    const a = await browser();
    const b = await browser();
    // The team makes the link with its deploy token, as README "A new team" says.
    const { token } = await shop.services.releases.access.createToken('cli:dev-link-test', 'devdemo-ci', [NAME]);
    const printed: string[] = [];
    const exit = await runCommand(parseArgs(['devlink', NAME, String(port), a.id]), { SNAPMALL_URL: shop.url, SNAPMALL_DEPLOY_TOKEN: token }, (line) => printed.push(line));
    expect(exit).toBe(0);
    const query = printed.join('\n').match(/^Dev link: \S+\/(\?dev=\S+) \(mf-devdemo from http:\/\/localhost:\d+, only for the browser /)![1]!;

    // B follows A's link first: refused, told why, and still on the released page.
    await b.page.goto(`${shop.url}/${query}#${PAGE}`);
    await b.page.getByTestId('dev-offer').getByRole('button', { name: 'Open' }).click();
    await b.page.getByTestId('toast').filter({ hasText: 'This dev link was made for another browser' }).waitFor();
    await greeting(b.page).waitFor();
    expect(await b.page.evaluate(() => document.cookie)).toBe('');

    // A takes it: the page opens again from the dev server, says so, and the link left the address.
    const fromDevServer: string[] = [];
    a.page.on('request', (r) => r.url().startsWith(`http://localhost:${port}/`) && fromDevServer.push(r.url()));
    await a.page.goto(`${shop.url}/${query}#${PAGE}`);
    // Asked first: it says what runs from where.
    await a.page.getByTestId('dev-offer').filter({ hasText: `runs ${NAME} from http://localhost:${port}` }).getByRole('button', { name: 'Open' }).click();
    await a.page.getByTestId('dev-banner').filter({ hasText: `Developing ${NAME} from http://localhost:${port}` }).waitFor();
    await greeting(a.page).waitFor();
    expect(fromDevServer).toContain(`http://localhost:${port}/mf-manifest.json`);
    expect(new URL(a.page.url()).search).toBe('');

    // A saved change: the dev server rebuilds and A's page shows it; B, reloaded, keeps the release.
    const messages = path.join(made.dir, 'messages', 'en-us.json');
    fs.writeFileSync(messages, fs.readFileSync(messages, 'utf8').replace('Hello, {name}', 'Howdy, {name}'));
    await a.page.getByRole('heading', { name: 'Howdy, Demo' }).waitFor({ timeout: 60_000 });
    await b.page.reload();
    await b.page.getByRole('heading', { name: 'Hello, Demo' }).waitFor();

    // Leaving: the shop as released again, in A too.
    await a.page.getByRole('button', { name: 'Leave development' }).click();
    await a.page.getByRole('heading', { name: 'Hello, Demo' }).waitFor();
    await expect(a.page.getByTestId('dev-banner').count()).resolves.toBe(0);
    expect(a.problems).toEqual([]);
  }, 180_000);
});
