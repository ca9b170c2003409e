import type { Page } from 'playwright-core';
import path from 'node:path';
import { OperatorService } from 'server/src/modules/operators/service';
import { DeployAccess } from 'server/src/modules/releases/deploy';
import { packageVersionOf, readDist } from '../../scripts/release/dist';
import { axe, failures, printTable, record, settle } from '../src/a11y/axe';
import { CONSOLE_PASSES, CONSOLE_ROUTES, CONSOLE_VIEWPORTS, fillIn, declaredConsolePages } from '../src/a11y/console-routes';
import { operatorLogin } from '../src/operator-login';
import { apiPost } from '../src/api';
import { nextBuild } from '../src/release/builds';
import { testSmokeRunner } from '../src/release/runner';
import { openPage, ROOT, startShop, uniqueName, type Shop } from '../src/shop';
import { approvedBySecond } from '../src/approvals';

// Every page of the operator console (issue 19: "both languages, phone and wide, keyboard and screen reader, light
// and dark, no console errors") under axe-core, as an owner (who sees every page), and its login page logged out:
// on a phone in English light and in Chinese dark, wide in Chinese dark and in English light; the phone's menu
// drawer and the dialogs the lists open, open. No violation of impact serious or critical, no console error or page
// error on any page, every page drawn (its records shown, not "not found" or "unavailable") and focus on its title
// after each move. One browser page for the whole sweep; prints a table of what axe found per page and lists the
// moderate or minor findings.

let shop: Shop;
const OWNER = { username: 'qa-a11y-owner', password: 'operator123' };
let session: string;
const ids: Record<string, string | number> = {};

const post = <T>(route: string, body: object, token?: string) => apiPost<T>(shop.url, route, body, token);
/** A list's rows, whether the answer is the rows or a page of them. */
const rowsOf = <T>(answer: T[] | { list: T[] }) => (Array.isArray(answer) ? answer : answer.list);

beforeAll(async () => {
  shop = await startShop();
  await new OperatorService(shop.db).setPassword('cli:test', OWNER.username, OWNER.password);
  const token = (await operatorLogin(shop.url, OWNER)).token;
  session = JSON.stringify({ token, username: OWNER.username, roles: ['owner'] });

  // A customer with something on every list: a deposit waiting, a withdrawal waiting, an order placed, a bet.
  const username = uniqueName('a11yqa');
  const customer = (
    await post<{ userinfo: { token: string } }>('/api/user/register', { username, password: 'secret123', repassword: 'secret123', realname: 'Ada Lovelace', mobile: '0911222444' })
  ).userinfo.token;
  const customerId = rowsOf(await post<{ list: Array<{ id: number }> }>('/api/admin/user/list', { q: username }, token))[0]!.id;
  await approvedBySecond(shop, '/api/admin/user/adjust', { user_id: customerId, asset: 'cash', amount: '5000.00', reason: 'e2e console a11y', request_id: crypto.randomUUID() }, token);
  await approvedBySecond(shop, '/api/admin/user/adjust', { user_id: customerId, asset: 'points', amount: '500', reason: 'e2e console a11y', request_id: crypto.randomUUID() }, token);
  const [channel] = await post<Array<{ id: number }>>('/api/recharge/channels', {}, customer);
  ids.DEPOSIT = (await post<{ id: number }>('/api/recharge/submit', { channel_id: channel!.id, amount: '300.00', reference: 'A11Y-300', request_id: crypto.randomUUID() }, customer)).id;
  await post('/api/user/setpaypassword', { paypassword: '246810', repaypassword: '246810' }, customer);
  await post('/api/withdraw/cardupdate', { name: 'Ada Lovelace', bank_name: 'First Bank', card_no: '6222020012345678', paypassword: '246810' }, customer);
  await post('/api/withdraw/withdraw', { amount: '200.00', paypassword: '246810', request_id: crypto.randomUUID() }, customer);
  const goods = rowsOf(await post<Array<{ id: number; brand_id: number }> | { list: Array<{ id: number; brand_id: number }> }>('/api/admin/goods/list', {}, token));
  for (const { id } of goods) {
    const order = await post<{ id: number }>('/api/goods/buy', { goods_id: id, quantity: 1, request_id: crypto.randomUUID() }, customer).catch(() => null);
    if (order) ids.ORDER = order.id;
    if (order) break;
  }
  expect(ids.ORDER).toBeDefined();
  const games = rowsOf(await post<Array<{ id: number }> | { list: Array<{ id: number }> }>('/api/admin/lottery/game/list', {}, token));
  for (let attempt = 0; attempt < 10; attempt++) {
    // Refused while no period can take bets (a game made a moment before the draw ticker's first chain): tried again.
    const open = await post<{ period_no: number; game: { bet_types: { code: string }[] } }>('/api/lottery/current', { game_id: games[0]!.id }, customer).catch(() => null);
    const bet = open && { game_id: games[0]!.id, period_no: open.period_no, bet_type: open.game.bet_types[0]!.code, amount: 10, request_id: crypto.randomUUID() };
    if (bet && (await post('/api/lottery/bet', bet, customer).catch(() => null))) break;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }

  // The records the detail pages show.
  ids.CUSTOMER = customerId;
  ids.CUSTOMERNAME = username;
  ids.OPERATOR = OWNER.username;
  ids.NOTICE = rowsOf(await post<Array<{ id: number }> | { list: Array<{ id: number }> }>('/api/admin/notice/list', {}, token))[0]!.id;
  ids.CONTENT = rowsOf(await post<Array<{ key: string }> | { list: Array<{ key: string }> }>('/api/admin/content/list', {}, token))[0]!.key;
  ids.GOODS = goods[0]!.id;
  ids.BRAND = rowsOf(await post<Array<{ id: number }> | { list: Array<{ id: number }> }>('/api/admin/brand/list', {}, token))[0]!.id;
  ids.VIP = rowsOf(await post<Array<{ level: number }> | { list: Array<{ level: number }> }>('/api/admin/vip/list', {}, token))[0]!.level;
  ids.GAME = games[0]!.id;

  // Releases of mf-bank the owner may deploy: stable, a canary at 10 %, one whose smoke run failed (a message to
  // the operators), so the Releases page shows every part with its buttons, its log, and Messages a message.
  await new DeployAccess(shop.db, new OperatorService(shop.db)).grant('cli:test', `operator:${OWNER.username}`, 'mf-bank');
  const verdict = await testSmokeRunner(shop.url, shop.db);
  const publish = async (dir: string) =>
    post<{ version: string; routes: string[] }>('/api/admin/release/publish', { remote: 'mf-bank', package_version: packageVersionOf('mf-bank'), files: readDist(dir) }, token);
  const stable = await publish(path.join(ROOT, 'mf-bank/dist'));
  await verdict(stable.version);
  await post('/api/admin/release/promote', { remote: 'mf-bank', version: stable.version }, token);
  const canary = await publish(nextBuild('mf-bank', 'a11y canary'));
  await verdict(canary.version);
  await post('/api/admin/release/canary', { remote: 'mf-bank', version: canary.version, percent: 10 }, token);
  const broken = await publish(nextBuild('mf-bank', 'a11y broken'));
  await verdict(broken.version, broken.routes[0]);
  ids.CANARY = canary.version;
  ids.BROKEN = broken.version;
}, 180_000);
afterAll(() => shop?.close());

/** The console's words while a page (or the menu's group of a remote) is still loading. */
const LOADING = ['Loading…', '載入中…'];

/** Waits until the console page has its title and has drawn what it asked for (the menu's groups too). */
async function settleConsole(page: Page) {
  await page.locator('main h1').first().waitFor({ timeout: 15_000 });
  await page
    .waitForFunction((words) => !words.some((w) => document.body.innerText.includes(w)), LOADING, { timeout: 10_000 })
    .catch(() => undefined);
  await settle(page);
}

/** The words of the controls the console's dialogs open from, per language. */
const WORDS = {
  'en-us': { details: (id: unknown) => `Details of deposit #${id}`, select: (id: unknown) => `Select #${id}`, reject: 'Reject 1', ship: 'Ship 1', edit: (name: unknown) => `Edit ${name}`, share: 'Change canary share…' },
  'zh-tw': { details: (id: unknown) => `充值 #${id} 的詳情`, select: (id: unknown) => `選取 #${id}`, reject: '駁回 1 筆', ship: '出貨 1 筆', edit: (name: unknown) => `編輯 ${name}`, share: '變更金絲雀比例…' },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

/** The dialogs a page opens, checked open (then closed by Escape, the row untouched): by the page's address. */
const DIALOGS: Record<string, Array<{ name: string; testId: string; open(page: Page, w: Words): Promise<void>; after?(page: Page, w: Words): Promise<void> }>> = {
  '/bank/deposits': [
    { name: '(deposit details dialog)', testId: 'record-detail', open: (page, w) => page.getByRole('button', { name: w.details(ids.DEPOSIT), exact: true }).click() },
    {
      name: '(reject reason dialog)',
      testId: 'reason-dialog',
      open: async (page, w) => {
        await page.getByLabel(w.select(ids.DEPOSIT), { exact: true }).check();
        await page.getByRole('button', { name: w.reject, exact: true }).click();
      },
      after: (page, w) => page.getByLabel(w.select(ids.DEPOSIT), { exact: true }).uncheck(),
    },
  ],
  '/shop/orders': [
    {
      name: '(ship dialog)',
      testId: 'ship-dialog',
      open: async (page, w) => {
        await page.getByLabel(w.select(ids.ORDER), { exact: true }).check();
        await page.getByRole('button', { name: w.ship, exact: true }).click();
      },
      after: (page, w) => page.getByLabel(w.select(ids.ORDER), { exact: true }).uncheck(),
    },
  ],
  '/releases?remote=mf-bank': [
    {
      name: '(canary share dialog)',
      testId: 'confirm',
      open: (page, w) => page.locator(`[data-testid=release][data-version="${ids.CANARY}"]`).getByRole('button', { name: w.share, exact: true }).click(),
    },
  ],
  '/operators': [{ name: '(edit operator dialog)', testId: 'edit-operator', open: (page, w) => page.getByRole('button', { name: w.edit(OWNER.username), exact: true }).click() }],
};

describe('axe-core over every page of the operator console', () => {
  afterAll(printTable);

  it('lists every page of the shell and of each remote', () => {
    expect([...new Set(declaredConsolePages())].sort()).toEqual([...new Set(CONSOLE_ROUTES.map((r) => r.path))].sort());
  });

  it('finds no serious or critical violation and no console error on any page, phone and wide, both languages, light and dark', async () => {
    // Two browser pages at once, each taking every other pass: the sweep mostly waits for each page's network to
    // fall quiet (settle), not for the CPU, so two halve its time even on CI's two cores.
    await Promise.all([0, 1].map((half) => sweepConsole(CONSOLE_PASSES.filter((_, i) => i % 2 === half))));
    if (moderate.length) console.log(`axe-core, moderate or minor (not failures):\n${moderate.join('\n')}`);
    expect(broken).toEqual([]);
    expect(errors).toEqual([]);
    expect(unfocused).toEqual([]);
    expect(failures).toEqual([]);
  }, 300_000);
});

/** What a sweep of the console found, beside axe's table (failures). */
const errors: string[] = [];
const broken: string[] = [];
const unfocused: string[] = [];
const moderate: string[] = [];

/** axe and the page checks over every console page in each of these passes (width, language, theme), on a page of its own. */
async function sweepConsole(passes: typeof CONSOLE_PASSES) {
  const { page, context, problems } = await openPage(shop, CONSOLE_VIEWPORTS.phone, 'en-US');
  /** axe over the page as it is: serious and critical ones into the table (failures), the rest listed. */
  const check = async (name: string, column: string) => {
    const found = await axe(page);
    record(name, column, found);
    for (const v of found.filter((f) => f.impact !== 'serious' && f.impact !== 'critical')) {
      moderate.push(`${name} [${column}] ${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
  };
  await page.goto(`${shop.url}/admin/`);
  for (const pass of passes) {
    const column = `${pass.size} ${pass.lang}${pass.dark ? ' dark' : ''}`;
    await page.setViewportSize(CONSOLE_VIEWPORTS[pass.size]);
    for (const loggedIn of [false, true]) {
      await page.evaluate(
        ({ lang, dark, stored }) => {
          localStorage.setItem('snapmall:lang', JSON.stringify(lang));
          localStorage.setItem('snapmall:dark', JSON.stringify(dark));
          if (stored) localStorage.setItem('snapmall:admin-session', stored);
          else localStorage.removeItem('snapmall:admin-session');
        },
        { lang: pass.lang, dark: pass.dark, stored: loggedIn ? session : null },
      );
      await page.goto(`${shop.url}/admin/#/`);
      await page.reload();
      let first = true;
      for (const route of CONSOLE_ROUTES.filter((r) => Boolean(r.loggedOut) !== loggedIn)) {
        const seen = problems.length;
        await page.goto(`${shop.url}/admin/#${fillIn(route.url, ids)}`);
        await settleConsole(page).catch((e: Error) => broken.push(`${route.url} [${column}]: ${e.message.split('\n')[0]}`));
        const drawn = await page.evaluate(() => ({
          theme: document.documentElement.dataset.theme,
          unavailable: document.querySelector('[data-testid=remote-unavailable]') !== null,
          title: document.querySelector('main h1')?.textContent ?? '',
        }));
        const shows = route.shows && fillIn(route.shows, ids, false);
        // Waited for, not read at once: a page's list may answer after its title is drawn (a busy machine, a slow query).
        const shown = !shows || (await page.locator('main').getByText(shows).first().waitFor({ timeout: 10_000 }).then(() => true, () => false));
        if (!shown) broken.push(`${route.url} [${column}]: does not show ${shows}`);
        if (drawn.unavailable || /^(Page not found|找不到頁面)$/.test(drawn.title) || drawn.theme !== (pass.dark ? 'dark' : 'light')) {
          broken.push(`${route.url} [${column}]: ${JSON.stringify(drawn)}`);
        }
        // After a move to another page (not the first load), focus is on the page's title (keyboard, screen reader).
        // Waited for, not raced: the page moves focus once it is drawn, which a busy machine can take a moment to do.
        const focused = await page
          .waitForFunction(() => document.activeElement === document.querySelector('main h1'), undefined, { timeout: 3_000 })
          .then(() => true, () => false);
        if (!first && !focused) unfocused.push(`${route.url} [${column}]: ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))}`);
        first = false;
        await check(route.url, column);
        for (const dialog of DIALOGS[route.url] ?? []) {
          await dialog.open(page, WORDS[pass.lang]);
          await page.getByTestId(dialog.testId).waitFor();
          await settle(page);
          await check(dialog.name, column);
          await page.keyboard.press('Escape');
          await page.getByTestId(dialog.testId).waitFor({ state: 'detached' });
          await dialog.after?.(page, WORDS[pass.lang]);
        }
        errors.push(...problems.slice(seen).map((p) => `${route.url} [${column}] ${p}`));
      }
    }
    // On a phone the menu is a drawer behind the Menu button: checked open, over the dashboard.
    if (pass.size === 'phone') {
      const seen = problems.length;
      await page.goto(`${shop.url}/admin/#/`);
      await settleConsole(page);
      await page.getByRole('button', { name: pass.lang === 'en-us' ? /Menu/ : /選單/ }).click();
      await page.getByTestId('console-nav').waitFor();
      await settle(page);
      await check('(menu drawer, phone)', column);
      await page.keyboard.press('Escape');
      errors.push(...problems.slice(seen).map((p) => `(menu drawer) [${column}] ${p}`));
    }
  }
  await context.close();
}
