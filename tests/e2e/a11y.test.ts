import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { OperatorService } from 'server/src/modules/operators/service';
import { apiPost, artifactShot } from '../src/api';
import { go, openPage, startShop, uniqueName, type Shop } from '../src/shop';

// Every route of the shop — the shell's pages and every remote's route table — under axe-core, on a phone and a
// wide viewport, logged out and logged in (the demo customer): no violation of impact serious or critical. One
// browser page and one login for the whole sweep; each pass is in one language and theme, and the four passes
// cover both languages and both themes. Prints a table of what axe found per route.

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const VIEWPORTS = { phone: { width: 375, height: 812 }, wide: { width: 1280, height: 800 } } as const;

type Auth = 'user' | 'guest' | 'any';
/**
 * Every route with its auth rule: the shell's (shell/src/app/routes.ts) and each remote's (src/routes.tsx), with a
 * query where a page shows one thing (an id, a key). A route table that grows is caught by the test below it.
 */
const ROUTES: Array<{ path: string; auth: Auth; query?: string }> = [
  // shell
  { path: '/', auth: 'any' },
  { path: '/pages/index/home', auth: 'any' },
  { path: '/pages/index/index', auth: 'any' },
  { path: '/pages/index/app', auth: 'any' },
  { path: '/pages/notice/notice', auth: 'any' },
  { path: '/pages/notice/notice', auth: 'any', query: 'id=NOTICE' },
  { path: '/pages/message/index', auth: 'user' },
  { path: '/pages/signin/index', auth: 'user' },
  { path: '/pages/content/index', auth: 'any', query: 'key=about' },
  { path: '/pages/content/index', auth: 'any', query: 'key=terms' },
  { path: '/pages/content/index', auth: 'any', query: 'key=privacy' },
  // mf-account
  { path: '/pages/login/index', auth: 'guest' },
  { path: '/pages/login/register', auth: 'guest' },
  { path: '/pages/my/info', auth: 'user' },
  { path: '/pages/my/profile', auth: 'user' },
  { path: '/pages/my/loginPsd', auth: 'user' },
  { path: '/pages/my/withdrawPsd', auth: 'user' },
  // mf-bank
  { path: '/pages/bank/deposit', auth: 'user' },
  { path: '/pages/bank/deposit_logs', auth: 'user' },
  { path: '/pages/bank/withdraw', auth: 'user' },
  { path: '/pages/bank/withdraw_logs', auth: 'user' },
  { path: '/pages/bank/bind', auth: 'user' },
  { path: '/pages/bank/capital', auth: 'user' },
  // mf-shopping
  { path: '/pages/shopping/index', auth: 'user' },
  { path: '/pages/shopping/index', auth: 'user', query: 'brand_id=BRAND' },
  { path: '/pages/shopping/detail', auth: 'user', query: 'id=GOODS' },
  { path: '/pages/shopping/buylog', auth: 'user' },
  { path: '/pages/shopping/buylog_detail', auth: 'user', query: 'id=ORDER' },
  { path: '/pages/shopping/recentorder', auth: 'user' },
  { path: '/pages/shopping/recentorder_detail', auth: 'user', query: 'id=ORDER' },
  { path: '/pages/shopping/reclog', auth: 'user' },
  { path: '/pages/shopping/vip', auth: 'user' },
  // mf-lottery
  { path: '/pages/lottery/lottery', auth: 'user', query: 'game_id=GAME' },
  { path: '/pages/lottery/notcount', auth: 'user' },
  { path: '/pages/lottery/notcount_detail', auth: 'user', query: 'id=BET' },
  { path: '/pages/lottery/buyLog', auth: 'user' },
  { path: '/pages/lottery/buyLog-day', auth: 'user' },
  { path: '/pages/lottery/settledLog', auth: 'user' },
  { path: '/pages/lottery/verify', auth: 'user' },
  { path: '/pages/lottery/limit', auth: 'user' },
];

/** The four passes: each width logged out and logged in, languages and themes spread so every route meets each. */
const PASSES = [
  { size: 'phone', loggedIn: false, lang: 'en-us', dark: false },
  { size: 'wide', loggedIn: false, lang: 'zh-tw', dark: true },
  { size: 'phone', loggedIn: true, lang: 'zh-tw', dark: true },
  { size: 'wide', loggedIn: true, lang: 'en-us', dark: false },
] as const;

interface AxeNode { target: string[]; failureSummary?: string }
interface AxeViolation { id: string; impact: string | null; help: string; nodes: AxeNode[] }

let shop: Shop;
const ids: Record<string, number> = {};
let demo: { token: string } & Record<string, unknown>;
let demoId = 0;
let adjust: (asset: 'cash' | 'points', amount: string) => Promise<unknown>;
beforeAll(async () => {
  shop = await startShop();
  const first = async (sql: string) => Number((await shop.db.query<{ id: number | bigint }>(sql))[0]?.id ?? 1);
  ids.NOTICE = await first('SELECT id FROM notices ORDER BY id LIMIT 1');
  ids.BRAND = await first('SELECT id FROM brands ORDER BY id LIMIT 1');
  ids.GAME = await first('SELECT id FROM lottery_games ORDER BY id LIMIT 1');
  demo = (await apiPost<{ userinfo: typeof demo }>(shop.url, '/api/user/login', { account: 'demo', password: 'demo1234' })).userinfo;
  // A balance in the millions and points in the thousands (figures that must stay on one line and be grouped),
  // which also leave unread messages, so the badges of the tab bar and the nav bar are checked too.
  await new OperatorService(shop.db).setPassword('cli:test', 'qa-a11y', 'operator123');
  const operator = (await apiPost<{ token: string }>(shop.url, '/api/admin/login', { username: 'qa-a11y', password: 'operator123' })).token;
  demoId = (await apiPost<{ id: number }>(shop.url, '/api/user/retval', {}, demo.token)).id;
  adjust = (asset, amount) =>
    apiPost(shop.url, '/api/admin/user/adjust', { user_id: demoId, asset, amount, reason: 'e2e a11y', request_id: crypto.randomUUID() }, operator);
  await adjust('cash', '1234567.89');
  await adjust('points', '1399');
  // An order of the demo customer's, so the order details show one (the first item on sale at level 1).
  const goods = await shop.db.query<{ id: number | bigint }>('SELECT id FROM goods ORDER BY id');
  for (const { id } of goods) {
    const bought = await apiPost<{ id: number }>(shop.url, '/api/goods/buy', { goods_id: Number(id), quantity: 1, request_id: crypto.randomUUID() }, demo.token).catch(() => null);
    if (bought) break;
  }
  ids.GOODS = Number(goods[0]?.id ?? 1);
  // Back to exactly 1,234,567.89 after the buy (the figure the screenshots show).
  const { money } = await apiPost<{ money: string }>(shop.url, '/api/user/retval', {}, demo.token);
  const short = 123_456_789 - Math.round(Number(money) * 100);
  if (short > 0) await adjust('cash', (short / 100).toFixed(2));
  ids.ORDER = await first('SELECT id FROM orders ORDER BY id LIMIT 1');
  ids.BET = await first('SELECT id FROM lottery_bets ORDER BY id LIMIT 1');
}, 120_000);
afterAll(() => shop?.close());

/** Waits until the page has drawn what it asked the API for and its transitions are over. */
async function settle(page: Page) {
  await page.waitForFunction(() => !document.querySelector('main [role=progressbar], main [aria-busy=true]'), undefined, { timeout: 10_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

async function axe(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE); // not a script tag: the shop's CSP refuses inline scripts
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: AxeViolation[] }> } }).axe.run(document, {
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }));
  });
}

const seriousOnly = (violations: AxeViolation[]) => violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

/** route → column → number of serious/critical failing nodes. */
const table = new Map<string, Map<string, number>>();
const failures: string[] = [];
/** Violations of lesser impact, counted for the table's note (not a failure). */
const lesser = new Map<string, number>();

function printTable() {
  const columns = [...new Set([...table.values()].flatMap((row) => [...row.keys()]))];
  const lines = [
    `| route | ${columns.join(' | ')} |`,
    `|---|${columns.map(() => '---:').join('|')}|`,
    ...[...table].map(([name, row]) => `| ${name} | ${columns.map((c) => row.get(c) ?? '–').join(' | ')} |`),
  ];
  const minor = [...lesser].map(([id, n]) => `${id} ×${n}`).join(', ');
  console.log(
    `axe-core: serious or critical failing elements per route\n${lines.join('\n')}\nmoderate or minor: ${minor || 'none'}${failures.length ? `\n\n${failures.join('\n')}` : ''}`,
  );
}

describe('axe-core over every route of the shop', () => {
  afterAll(printTable);

  it('lists every route of the shell and of each remote', () => {
    const tables = ['shell/src/routing/paths.ts', 'mf-account/src/routes.tsx', 'mf-bank/src/routes.tsx', 'mf-shopping/src/routes.tsx', 'mf-lottery/src/routes.tsx'];
    const declared = tables.flatMap((file) => {
      const source = readFileSync(require.resolve(`../../${file}`), 'utf8');
      const prefix = /`(\/pages\/[a-z]+\/)\$\{path\}`/.exec(source)?.[1];
      const literal = [...source.matchAll(/'(\/(?:pages\/[^']*)?)'/g)].map((m) => m[1]!);
      const templated = prefix ? [...source.matchAll(/page\('([^']+)'/g)].map((m) => prefix + m[1]) : [];
      return [...literal, ...templated];
    });
    expect([...new Set(declared)].sort()).toEqual([...new Set(ROUTES.map((r) => r.path))].sort());
  });

  it('finds no serious or critical violation on any route, phone and wide, logged out and logged in', async () => {
    const { page, context } = await openPage(shop, VIEWPORTS.phone, 'en-US');
    await go(page, shop, '/');
    for (const pass of PASSES) {
      await page.setViewportSize(VIEWPORTS[pass.size]);
      await page.evaluate(
        ({ lang, dark, user }) => {
          localStorage.setItem('snapmall:lang', JSON.stringify(lang));
          localStorage.setItem('snapmall:dark', JSON.stringify(dark));
          // Logged in as the login page leaves it (tests/src/layout.ts logInDemo).
          if (user) localStorage.setItem('snapmall:token', JSON.stringify(user.token));
          if (user) localStorage.setItem('snapmall:userinfo', JSON.stringify(user));
        },
        { lang: pass.lang, dark: pass.dark, user: pass.loggedIn ? demo : null },
      );
      await page.reload();
      const column = `${pass.size} ${pass.loggedIn ? 'in' : 'out'} (${pass.lang}${pass.dark ? ' dark' : ''})`;
      for (const route of ROUTES) {
        // Logged out, a customer's page only sends to the login page (checked itself); logged in, so do guest pages.
        if (route.auth === (pass.loggedIn ? 'guest' : 'user')) continue;
        const query = route.query?.replace(/[A-Z]+$/, (key) => String(ids[key]));
        await go(page, shop, query ? `${route.path}?${query}` : route.path);
        await settle(page);
        const found = await axe(page);
        for (const v of found) if (!seriousOnly([v]).length) lesser.set(`${v.impact} ${v.id}`, (lesser.get(`${v.impact} ${v.id}`) ?? 0) + v.nodes.length);
        const serious = seriousOnly(found);
        const name = route.query ? `${route.path}?${route.query}` : route.path;
        const row = table.get(name) ?? new Map<string, number>();
        row.set(column, serious.reduce((n, v) => n + v.nodes.length, 0));
        table.set(name, row);
        for (const v of serious) {
          failures.push(`${name} [${column}] ${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${(n.failureSummary ?? '').split('\n').slice(1, 2).join(' ').trim()}`).join('\n')}`);
        }
      }
    }
    await context.close();
    expect(failures).toEqual([]);
  }, 240_000);
});

describe('keyboard, forms and layout of the common pages', () => {
  it('keeps a server refusal on the login form, marks invalid fields and refuses a 20-digit mobile as too long', async () => {
    const { page, context } = await openPage(shop, VIEWPORTS.phone);
    await go(page, shop, '/pages/login/index');
    await page.getByLabel('Account').fill('nobody-here');
    await page.getByLabel('Password').fill('wrong999');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByTestId('form-error').filter({ hasText: 'Incorrect account or password' }).waitFor();
    await page.waitForTimeout(2000); // longer than the toast lives
    await expect(page.getByTestId('form-error').textContent()).resolves.toBe('Incorrect account or password');
    await page.getByLabel('Password').fill('');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    const password = page.getByLabel('Password');
    await expect(password.getAttribute('aria-invalid')).resolves.toBe('true');
    const described = await password.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${described}"]`).textContent()).resolves.toBeTruthy();

    await go(page, shop, '/pages/login/register');
    await page.getByLabel('Mobile number').fill('12345678901234567890');
    await expect(page.getByLabel('Mobile number').inputValue()).resolves.toBe('12345678901234567890');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('Too long: at most 19 digits').waitFor();
    await context.close();
  });

  it('has tap targets of at least 44 px for the language buttons, the login/register links and the dark-mode switch', async () => {
    const { page, context } = await openPage(shop, VIEWPORTS.phone);
    await go(page, shop, '/');
    const sizes = async (selector: string) =>
      page.locator(selector).evaluateAll((els) => els.map((e) => Math.min(e.getBoundingClientRect().width, e.getBoundingClientRect().height)));
    await page.getByRole('button', { name: 'English', exact: true }).waitFor();
    for (const size of await sizes('[role=group] button')) expect(size).toBeGreaterThanOrEqual(44);
    for (const size of await sizes('label:has(input[role=switch])')) expect(size).toBeGreaterThanOrEqual(44);
    await go(page, shop, '/pages/login/index');
    const link = page.getByRole('button', { name: 'No account yet? Register' });
    await link.waitFor();
    const box = await link.boundingBox();
    expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44);
    await context.close();
  });

  it('customer service: the sheet takes focus, traps it, closes on Escape and on Back; /#/contact works typed in', async () => {
    const { page, context } = await openPage(shop, VIEWPORTS.phone);
    await go(page, shop, '/pages/index/index');
    await page.getByTestId('shortcut-/pages/index/app').waitFor();
    await go(page, shop, '/pages/notice/notice');
    await page.getByRole('heading', { name: 'Notices' }).waitFor();
    await go(page, shop, '/contact');
    const sheet = page.getByRole('dialog');
    await sheet.waitFor();
    await expect(page.getByText('Page not found').count()).resolves.toBe(0);
    await expect(sheet.evaluate((d) => d.contains(document.activeElement))).resolves.toBe(true);
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      await expect(sheet.evaluate((d) => d.contains(document.activeElement))).resolves.toBe(true);
    }
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Service' }).click();
    await sheet.waitFor();
    await page.goBack();
    await sheet.waitFor({ state: 'detached' });

    // The operator's names per language (config base.services), not the English ones.
    await page.evaluate(() => localStorage.setItem('snapmall:lang', JSON.stringify('zh-tw')));
    await go(page, shop, '/pages/index/index');
    await page.reload();
    await page.getByRole('navigation', { name: '主選單' }).getByRole('button', { name: '客服' }).click();
    await sheet.getByRole('link', { name: '線上客服' }).waitFor();
    await context.close();
  });

  it('the logout question takes focus and Escape answers no; the tab title follows the page and the language', async () => {
    const { page, context } = await openPage(shop, VIEWPORTS.phone);
    await go(page, shop, '/pages/login/register');
    const inputs = page.locator('form input');
    for (const [i, value] of [uniqueName('kbd'), 'secret123', 'secret123', 'Ada Lovelace', '0912345678'].entries()) await inputs.nth(i).fill(value);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/my\/info/);
    await page.waitForFunction(() => document.title === 'Me · SnapMall');
    await page.getByRole('button', { name: 'Log out', exact: true }).click();
    const dialog = page.getByTestId('confirm');
    await dialog.waitFor();
    await expect(dialog.evaluate((d) => d.contains(document.activeElement))).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => localStorage.getItem('snapmall:token'))).resolves.not.toBeNull();
    await page.getByRole('button', { name: '繁體中文', exact: true }).click();
    await page.waitForFunction(() => document.title === '我的 · SnapMall');

    // The empty birthday's placeholder in the page's language, the browser's date picker once focused.
    await page.getByRole('button', { name: '個人資料', exact: true }).click();
    const birthday = page.getByLabel('生日');
    await expect(birthday.getAttribute('placeholder')).resolves.toBe('年-月-日');
    await birthday.focus();
    await expect(birthday.getAttribute('type')).resolves.toBe('date');
    await context.close();
  });

  it('keeps a balance up to 9,999,999.99 on one line on home and "me", 320 to 375 px wide, and groups the points', async () => {
    const { page, context } = await openPage(shop, { width: 375, height: 812 });
    await page.addInitScript((user) => {
      localStorage.setItem('snapmall:token', JSON.stringify(user.token));
      localStorage.setItem('snapmall:userinfo', JSON.stringify(user));
    }, demo);
    /** How many lines a figure's text takes (its text's client rectangles, one per line box). */
    const lines = (testId: string) =>
      page.getByTestId(testId).evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
    const check = async (width: number, lang: string, dark: boolean, shot: boolean) => {
      await page.setViewportSize({ width, height: 812 });
      await page.evaluate(({ l, d }) => {
        localStorage.setItem('snapmall:lang', JSON.stringify(l));
        localStorage.setItem('snapmall:dark', JSON.stringify(d));
      }, { l: lang, d: dark });
      await go(page, shop, '/pages/index/index');
      await page.reload();
      await page.getByTestId('home-money').filter({ hasText: /\d{3}\.\d\d$/ }).waitFor();
      await expect(lines('home-money')).resolves.toBe(1);
      if (shot) await artifactShot(page, `balance-home-${width}-${lang}${dark ? '-dark' : ''}`);
      await go(page, shop, '/pages/my/info');
      await page.getByTestId('me-balance').waitFor();
      await expect(lines('me-balance')).resolves.toBe(1);
      if (shot) await artifactShot(page, `balance-me-${width}-${lang}${dark ? '-dark' : ''}`);
    };
    await go(page, shop, '/');
    for (const lang of ['en-us', 'zh-tw']) for (const dark of [false, true]) await check(375, lang, dark, true);
    await expect(page.getByTestId('me-points').textContent()).resolves.toBe('1,399');
    await go(page, shop, '/pages/index/index');
    await expect(page.getByTestId('home-points').textContent()).resolves.toBe('1,399');

    const { money } = await apiPost<{ money: string }>(shop.url, '/api/user/retval', {}, demo.token);
    const cents = 999_999_999 - Math.round(Number(money) * 100); // up to 9,999,999.99
    await adjust('cash', (cents / 100).toFixed(2));
    for (const width of [320, 360, 375]) await check(width, 'en-us', false, false);
    await go(page, shop, '/pages/my/info');
    await page.getByTestId('me-balance').filter({ hasText: '9,999,999.99' }).waitFor();
    await context.close();
  });

  it('keeps the page column usable between 568 and 1280 px: the side windows give way, the tab bar stays in the column', async () => {
    const { page, context } = await openPage(shop, VIEWPORTS.wide);
    await go(page, shop, '/pages/index/index');
    await page.getByTestId('shortcut-/pages/index/app').waitFor();
    for (const width of [568, 640, 768, 900, 1000, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.waitForTimeout(150);
      const column = await page.locator('main').evaluate((m) => m.parentElement!.getBoundingClientRect());
      expect(column.width).toBeGreaterThanOrEqual(360);
      const tabs = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
      expect(tabs!.x).toBeGreaterThanOrEqual(column.x - 1);
      expect(tabs!.x + tabs!.width).toBeLessThanOrEqual(column.x + column.width + 1);
      expect(tabs!.y + tabs!.height).toBeLessThanOrEqual(801);
    }
    await context.close();
  });
});
