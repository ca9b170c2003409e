import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { AdminDashboard } from '@snapmall/shared/contract';
import { OperatorService } from 'server/src/modules/operators/service';
import { ensureOperatorFactor, enterConsoleCode, operatorLogin } from '../src/operator-login';
import { apiPost, artifactShot } from '../src/api';
import { openPage, PHONE, ROOT, startShop, type Shop } from '../src/shop';
import { approvedBySecond } from '../src/approvals';

/** The console at /admin/ (issue 19): an operator's own login, the pending counts, a menu by role, and none of it in the shop. */
let shop: Shop;
let ownerToken: string;
const OWNER = { username: 'qa-console', password: 'operator123' };
let finance: { username: string; password: string };
const WIDE = { width: 1280, height: 800 };
const OWNER_GROUPS = ['Overview', 'Bank', 'Shop', 'Games', 'Customers', 'Content', 'Releases', 'Operators', 'Audit'];

beforeAll(async () => {
  shop = await startShop();
  await new OperatorService(shop.db).setPassword('cli:test', OWNER.username, OWNER.password);
  ownerToken = (await operatorLogin(shop.url, OWNER)).token;
  // A finance operator made as an owner would, through the admin API (its password is answered once).
  // The grant of finance is approved by a second owner (issue 26).
  const made = await approvedBySecond<{ username: string; password: string }>(shop, '/api/admin/operator/save', { username: 'qa-finance', roles: ['finance'] }, ownerToken);
  finance = { username: made.username, password: made.password };
  await ensureOperatorFactor(shop.url, finance);
  // Two deposits waiting for review, so the dashboard has something to count.
  const customer = (await post<{ userinfo: { token: string } }>('/api/user/login', { account: 'demo', password: 'demo1234' })).userinfo.token;
  const [channel] = await post<Array<{ id: number }>>('/api/recharge/channels', {}, customer);
  for (const amount of ['120.00', '250.50']) {
    await post('/api/recharge/submit', { channel_id: channel!.id, amount, request_id: crypto.randomUUID() }, customer);
  }
});
afterAll(() => shop?.close());

const post = <T>(route: string, body: object, token?: string) => apiPost<T>(shop.url, route, body, token);
const consoleUrl = () => `${shop.url}/admin/`;

/** The login page as an operator uses it: name and password, then (owner and finance, issue 26) their app's code. */
async function logIn(page: Page, who: { username: string; password: string }, words = { username: 'Username', password: 'Password', submit: 'Log in' }, secondStep = true) {
  await page.getByLabel(words.username).fill(who.username);
  await page.getByLabel(words.password).fill(who.password);
  await page.getByRole('button', { name: words.submit, exact: true }).click();
  if (secondStep) await enterConsoleCode(page, shop.url, who.username);
}

/** The menu's group headings, in order (the drawer's on a phone). */
const groupsOf = (page: Page) => page.getByTestId('console-nav').getByRole('heading', { level: 2 }).allTextContents();

/** The scripts and styles of this origin a page fetched, remotes' files apart. */
function ownFiles(page: Page): Set<string> {
  const files = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const code = ['script', 'stylesheet'].includes(request.resourceType());
    if (code && url.origin === shop.url && !url.pathname.startsWith('/remotes/')) files.add(url.pathname);
  });
  return files;
}

/** The URLs the shop's service worker precaches (its built list). */
function precached(): string[] {
  const worker = readFileSync(path.join(ROOT, 'shell', 'dist', 'sw.js'), 'utf8');
  return [...worker.matchAll(/'url':'([^']+)'/g)].map((m) => m[1]!);
}

describe('the operator console', () => {
  it('opens at /admin with its own login, shows the pending counts and a menu of what the owner may open, then logs out (wide)', async () => {
    const { page, context, problems } = await openPage(shop, WIDE, 'en-US');
    const files = ownFiles(page);
    // The games team's remote is down for this browser: nothing of it loads.
    await page.route(/\/remotes\/mf-lottery\//, (route) => route.abort('connectionrefused'));
    await page.goto(`${shop.url}/admin`);
    expect(new URL(page.url()).pathname).toBe('/admin/');
    await page.getByRole('heading', { name: 'Operator login' }).waitFor();
    // The console's page has the shop's policy.
    const [consolePolicy, shopPolicy] = await Promise.all(
      [consoleUrl(), `${shop.url}/`].map((url) => fetch(url).then((r) => r.headers.get('content-security-policy'))),
    );
    expect(consolePolicy).toBeTruthy();
    expect(consolePolicy).toBe(shopPolicy);

    // A wrong password is refused on the form, in the server's words.
    await logIn(page, { ...OWNER, password: 'wrong-password' }, undefined, false);
    await page.getByTestId('form-error').waitFor();
    await logIn(page, OWNER);
    await page.getByRole('heading', { name: 'Overview', level: 1 }).waitFor();
    // The first Tab reaches the skip link, which takes focus past the menu to the page (the route stays).
    const route = new URL(page.url()).hash;
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Skip to content');
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main');
    expect(new URL(page.url()).hash).toBe(route);

    const dashboard = await post<AdminDashboard>('/api/admin/dashboard', {}, ownerToken);
    expect(dashboard.pending.deposits).toBeGreaterThanOrEqual(2);
    const tile = page.getByTestId('pending-deposits');
    await expect(tile.textContent()).resolves.toContain(String(dashboard.pending.deposits));
    await expect(tile.getByRole('link').getAttribute('href')).resolves.toBe('#/bank/deposits?status=0');
    await expect(page.getByTestId('pending-withdrawals').textContent()).resolves.toContain(String(dashboard.pending.withdrawals));
    await expect(page.getByTestId('pending-orders_to_ship').textContent()).resolves.toContain(String(dashboard.pending.orders_to_ship));
    // The charts' figures are also a table (for screen readers): one row per day.
    await page.getByText('Show the figures as a table').first().click();
    await expect(page.getByRole('table', { name: /^Money/ }).getByRole('row').count()).resolves.toBe(dashboard.series.length + 1);

    // The top bar names the operator and their roles; the menu holds every group (an owner opens all), the remotes'
    // with their own pages — but the games remote, which is down in this browser: its group says so.
    await expect(page.getByTestId('console-operator').textContent()).resolves.toContain('Owner');
    await expect(groupsOf(page)).resolves.toEqual(OWNER_GROUPS);
    const menu = page.getByRole('navigation', { name: 'Console menu' });
    await menu.getByRole('link', { name: 'Deposits' }).waitFor();
    await menu.getByRole('link', { name: 'Orders' }).waitFor();
    await menu.getByRole('link', { name: 'Unavailable — retry' }).waitFor();
    await expect(menu.getByRole('link', { name: 'Unavailable — retry' }).count()).resolves.toBe(1);
    await menu.getByRole('link', { name: 'Unavailable — retry' }).click();
    await page.getByTestId('remote-unavailable').waitFor();
    // Focus goes to the new page's title (once the page is drawn: wait for it rather than race it).
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1', undefined, { timeout: 5_000 });
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Games');
    // The rest of the console keeps working.
    await page.getByRole('link', { name: 'Overview' }).click();
    await page.getByTestId('pending-deposits').waitFor();

    // The customer page's tabs come with each remote's './admin' (the account's profile, the bank's money, the
    // shop's orders), then the console's own; the games remote's bets are missing, and the page says whose.
    const demo = (await post<{ list: Array<{ id: number; username: string }> }>('/api/admin/user/list', { page: 1, q: 'demo' }, ownerToken)).list.find((u) => u.username === 'demo')!;
    await page.goto(`${consoleUrl()}#/customers/${demo.id}?tab=deposits`);
    await page.getByRole('tabpanel').getByRole('table').waitFor();
    const tabs = (await page.getByRole('tab').allTextContents()).map((name) => name.replace(/\d+$/, ''));
    expect(tabs).toEqual(['Profile', 'Statement', 'Deposits', 'Withdrawals', 'Orders', 'Messages', 'Sign-ins']);
    await expect(page.getByRole('tab', { selected: true }).textContent()).resolves.toMatch(/^Deposits\d+$/);
    await expect(page.getByRole('alert').textContent()).resolves.toContain('The records mf-lottery adds could not be loaded.');
    await page.getByRole('tab', { name: 'Profile' }).click();
    await page.getByRole('tabpanel').getByText(`demo (#${demo.id})`).waitFor();

    // The operator's session is its own: never under the customer's key.
    const stored = await page.evaluate(() => ({ customer: localStorage.getItem('snapmall:token'), operator: localStorage.getItem('snapmall:admin-session') }));
    expect(stored.customer).toBeNull();
    expect(JSON.parse(stored.operator!)).toMatchObject({ username: OWNER.username, roles: ['owner'] });

    await artifactShot(page, 'admin-console-wide-en-us', false);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('heading', { name: 'Operator login' }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('snapmall:admin-session'))).resolves.toBeNull();

    // Nothing the console loaded is precached by the shop's service worker.
    const shopFiles = new Set(precached().map((url) => `/${url}`));
    expect(files.size).toBeGreaterThan(2);
    // But one: the kit the shell offers every remote (the shop's own chunk), which the remotes' console pages and
    // customer tabs take from the page like the shop's pages do.
    const offeredKit = (file: string) => /^\/kit\.[0-9a-f]+\.(js|css)$/.test(file);
    expect([...files].filter((file) => shopFiles.has(file) && !offeredKit(file))).toEqual([]);
    expect(precached().filter((url) => url.startsWith('admin'))).toEqual([]);
    // The browser's own line for each refused load of the remote that is down; nothing else went wrong.
    const refused = (line: string) => line === 'console: Failed to load resource: net::ERR_CONNECTION_REFUSED';
    expect(problems.filter(refused).length).toBeGreaterThan(0);
    expect(problems.filter((line) => !refused(line))).toEqual([]);
    await context.close();
  });

  it('shows a finance operator only what finance may open, in a drawer on a phone, in Chinese', async () => {
    const { page, context, problems } = await openPage(shop, PHONE, 'zh-TW');
    await page.goto(consoleUrl());
    await page.evaluate(() => localStorage.setItem('snapmall:lang', JSON.stringify('zh-tw')));
    await page.reload();
    await page.getByRole('heading', { name: '管理員登入' }).waitFor();
    await logIn(page, finance, { username: '帳號', password: '密碼', submit: '登入' });
    await page.getByRole('heading', { name: '總覽', level: 1 }).waitFor();
    // No side menu on a phone: the menu button opens a drawer.
    await expect(page.getByTestId('console-nav').count()).resolves.toBe(0);
    await page.getByRole('button', { name: /選單/ }).click();
    const drawer = page.getByRole('dialog', { name: '後台選單' });
    await drawer.waitFor();
    // Finance's own group, and the customers every operator may look up; nothing of the shop, games or content.
    await expect(groupsOf(page)).resolves.toEqual(['總覽', '金流', '客戶']);
    await expect(drawer.getByTestId('console-operator').textContent()).resolves.toContain('財務');
    await artifactShot(page, 'admin-console-phone-zh-tw-drawer', false);
    // Escape closes it and gives focus back to the menu button.
    await page.keyboard.press('Escape');
    await expect(drawer.count()).resolves.toBe(0);
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toContain('選單');

    // A catalogue page's address, typed in: not for this operator's roles.
    await page.goto(`${consoleUrl()}#/shop/orders`);
    await page.getByRole('heading', { name: '您的角色無法開啟此頁', level: 1 }).waitFor();
    await page.getByRole('button', { name: /選單/ }).click();
    await page.getByRole('button', { name: '登出' }).click();
    await page.getByRole('heading', { name: '管理員登入' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the customer and the operator apart, and sends an operator whose session ended back to the login', async () => {
    const { page, context, problems } = await openPage(shop, WIDE, 'en-US');
    // A customer logged in to the shop in this browser: the console still asks for an operator's login.
    const customer = (await post<{ userinfo: { token: string } }>('/api/user/login', { account: 'demo', password: 'demo1234' })).userinfo;
    await page.goto(consoleUrl());
    await page.evaluate((user) => {
      localStorage.setItem('snapmall:token', JSON.stringify(user.token));
      localStorage.setItem('snapmall:userinfo', JSON.stringify(user));
    }, customer);
    await page.reload();
    await page.getByRole('heading', { name: 'Operator login' }).waitFor();

    // An operator's session the server no longer knows: the first call answers 401, and the console asks for a
    // login with the server's words, then comes back to the page the operator was on.
    await page.evaluate(() => localStorage.setItem('snapmall:admin-session', JSON.stringify({ token: 'f'.repeat(64), username: 'qa-console', roles: ['owner'] })));
    await page.goto(`${consoleUrl()}#/?days=30`);
    await page.reload();
    await page.getByRole('heading', { name: 'Operator login' }).waitFor();
    await page.getByRole('alert').first().waitFor();
    await expect(page.url()).toMatch(/#\/login\?redirect=%2F%3Fdays%3D30$/);
    await logIn(page, OWNER);
    await page.waitForURL(/#\/\?days=30$/);
    await page.getByTestId('pending-deposits').waitFor();
    // The customer is still logged in to the shop: the console's 401 cleared only the operator's session.
    await expect(page.evaluate(() => localStorage.getItem('snapmall:token'))).resolves.toBe(JSON.stringify(customer.token));
    expect(problems.filter((p) => !/401/.test(p))).toEqual([]);
    await context.close();
  });

  it("loads none of the console on the customer's home", async () => {
    const { page: consolePage, context: consoleContext } = await openPage(shop, WIDE, 'en-US');
    const consoleFiles = ownFiles(consolePage);
    await consolePage.goto(consoleUrl());
    await logIn(consolePage, OWNER);
    await consolePage.getByTestId('pending-deposits').waitFor();
    await consolePage.getByText('Show the figures as a table').first().waitFor();
    await consolePage.waitForLoadState('networkidle');
    await consoleContext.close();

    const { page, context, problems } = await openPage(shop, PHONE, 'en-US');
    const homeFiles = ownFiles(page);
    await page.goto(`${shop.url}/#/pages/index/index`);
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect([...homeFiles].filter((file) => file.includes('admin'))).toEqual([]);
    expect([...homeFiles].filter((file) => consoleFiles.has(file))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('renders on a phone and wide, in both languages, light and dark, with no console error (screenshots with SCREENSHOTS=1)', async () => {
    const TITLES = { 'en-us': { login: 'Operator login', overview: 'Overview', menu: /Menu/ }, 'zh-tw': { login: '管理員登入', overview: '總覽', menu: /選單/ } } as const;
    for (const [size, viewport] of [['phone', PHONE], ['wide', WIDE]] as const) {
      for (const lang of ['en-us', 'zh-tw'] as const) {
        for (const dark of [false, true]) {
          const { page, context, problems } = await openPage(shop, viewport, lang === 'en-us' ? 'en-US' : 'zh-TW');
          const name = `admin-${size}-${lang}${dark ? '-dark' : ''}`;
          await page.goto(consoleUrl());
          await page.evaluate(([l, d]) => {
            localStorage.setItem('snapmall:lang', JSON.stringify(l));
            localStorage.setItem('snapmall:dark', JSON.stringify(d));
          }, [lang, dark] as const);
          await page.reload();
          await page.getByRole('heading', { name: TITLES[lang].login }).waitFor();
          await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(dark ? 'dark' : 'light');
          await artifactShot(page, `${name}-login`, false);
          await page.locator('input[name=username]').fill(OWNER.username);
          await page.locator('input[name=password]').fill(OWNER.password);
          await page.locator('form button[type=submit]').click();
          await page.getByTestId('factor-code').waitFor();
          await artifactShot(page, `${name}-second-step`, false);
          await enterConsoleCode(page, shop.url, OWNER.username);
          await page.getByRole('heading', { name: TITLES[lang].overview, level: 1 }).waitFor();
          await page.getByTestId('pending-deposits').waitFor();
          // The remotes' groups settle before the picture.
          await page.waitForFunction(() => !document.body.textContent?.includes('Loading') && !document.body.textContent?.includes('載入中'));
          await page.waitForTimeout(300);
          await artifactShot(page, `${name}-dashboard`, true);
          if (size === 'phone') {
            await page.getByRole('button', { name: TITLES[lang].menu }).click();
            await page.getByTestId('console-nav').waitFor();
            await artifactShot(page, `${name}-drawer`, false);
          }
          expect(problems).toEqual([]);
          await context.close();
        }
      }
    }
  });
});
