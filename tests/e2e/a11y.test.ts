import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { go, openPage, startShop, uniqueName, type Shop } from '../src/shop';

// Every page of the shell and mf-account under axe-core, on a phone and a wide viewport, in both languages and
// both themes: no violation of impact serious or critical. Prints a table of what axe found per page.

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const VIEWPORTS = { phone: { width: 375, height: 812 }, wide: { width: 1280, height: 800 } } as const;
const LANGS = ['en-us', 'zh-tw'] as const;

/** Pages a guest sees (login and register send a logged-in customer away), then the pages that need a login. */
const GUEST = ['/', '/pages/index/index', '/pages/notice/notice', 'NOTICE_DETAIL', '/pages/content/index?key=about', '/pages/content/index?key=terms', '/pages/content/index?key=privacy', '/pages/index/app', '/pages/login/index', '/pages/login/register'];
const USER = ['/pages/index/index', '/pages/message/index', '/pages/signin/index', '/pages/my/info', '/pages/my/profile', '/pages/my/loginPsd', '/pages/my/withdrawPsd'];

interface AxeNode { target: string[]; failureSummary?: string }
interface AxeViolation { id: string; impact: string | null; help: string; nodes: AxeNode[] }

let shop: Shop;
let noticeId = 0;
beforeAll(async () => {
  shop = await startShop();
  const [row] = await shop.db.query<{ id: number | bigint }>('SELECT id FROM notices ORDER BY id LIMIT 1');
  noticeId = Number(row.id);
});
afterAll(() => shop?.close());

async function settle(page: Page) {
  await page.waitForTimeout(500);
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

/** page → column → number of serious/critical failing nodes. */
const table = new Map<string, Map<string, number>>();
const failures: string[] = [];

async function check(page: Page, route: string, column: string, suffix = '') {
  const target = route === 'NOTICE_DETAIL' ? `/pages/notice/notice?id=${noticeId}` : route;
  for (const dark of [false, true]) {
    await page.evaluate((d) => localStorage.setItem('snapmall:dark', JSON.stringify(d)), dark);
    await go(page, shop, target);
    await page.reload();
    await settle(page);
    const found = seriousOnly(await axe(page));
    const name = (route === 'NOTICE_DETAIL' ? '/pages/notice/notice?id=…' : route) + suffix;
    const key = `${column}${dark ? ' dark' : ''}`;
    const row = table.get(name) ?? new Map<string, number>();
    row.set(key, (row.get(key) ?? 0) + found.reduce((n, v) => n + v.nodes.length, 0));
    table.set(name, row);
    for (const v of found) {
      failures.push(`${name} [${key}] ${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${(n.failureSummary ?? '').split('\n').slice(1, 2).join(' ').trim()}`).join('\n')}`);
    }
  }
}

function printTable() {
  const columns = [...new Set([...table.values()].flatMap((row) => [...row.keys()]))];
  const lines = [
    `| page | ${columns.join(' | ')} |`,
    `|---|${columns.map(() => '---:').join('|')}|`,
    ...[...table].map(([name, row]) => `| ${name} | ${columns.map((c) => row.get(c) ?? '–').join(' | ')} |`),
  ];
  console.log(`axe-core: serious or critical failing elements per page\n${lines.join('\n')}${failures.length ? `\n\n${failures.join('\n')}` : ''}`);
}

describe('axe-core over the shell and mf-account', () => {
  afterAll(printTable);

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const lang of LANGS) {
      it(`finds no serious or critical violation on ${size} in ${lang}, light and dark`, async () => {
        const column = `${size} ${lang}`;
        const before = failures.length;
        const { page, context } = await openPage(shop, viewport, lang === 'zh-tw' ? 'zh-TW' : 'en-US');
        await go(page, shop, '/');
        await page.evaluate((l) => localStorage.setItem('snapmall:lang', JSON.stringify(l)), lang);
        for (const route of GUEST) await check(page, route, column);

        await page.evaluate(() => localStorage.setItem('snapmall:dark', 'false'));
        await go(page, shop, '/pages/login/register');
        await page.reload();
        const inputs = page.locator('form input');
        for (const [i, value] of [uniqueName('axe'), 'secret123', 'secret123', 'Ada Lovelace', '0912345678'].entries()) await inputs.nth(i).fill(value);
        await page.locator('form button[type=submit]').click();
        await page.waitForURL(/my\/info/);
        for (const route of USER) await check(page, route, column, route === '/pages/index/index' ? ' (logged in)' : '');

        await context.close();
        expect(failures.slice(before)).toEqual([]);
      }, 300_000);
    }
  }
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
