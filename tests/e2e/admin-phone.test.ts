import type { Page } from 'playwright-core';
import { OperatorService } from 'server/src/modules/operators/service';
import { CONSOLE_ROUTES, fillIn } from '../src/a11y/console-routes';
import { apiPost, artifactShot } from '../src/api';
import { approvedBySecond } from '../src/approvals';
import { operatorLogin } from '../src/operator-login';
import { openPage, PHONE, startShop, uniqueName, type Shop } from '../src/shop';

// Every console page fits a 390-px phone (issue 26): an owner (who sees every page) opens each page of the shell
// and of each remote on a phone, in English light and in Chinese dark, and the document is never wider than the
// viewport; a failure names the page and the elements that stick out. All the configuration's tabs are in reach;
// the audit trail reads in words, in Chinese too, its entry's dialog within the screen.

let shop: Shop;
const OWNER = { username: 'qa-phone-owner', password: 'operator123' };
let session: string;
const ids: Record<string, string | number> = {};
const post = <T>(route: string, body: object, token?: string) => apiPost<T>(shop.url, route, body, token);
const rowsOf = <T>(answer: T[] | { list: T[] }) => (Array.isArray(answer) ? answer : answer.list);

beforeAll(async () => {
  shop = await startShop();
  await new OperatorService(shop.db).setPassword('cli:test', OWNER.username, OWNER.password);
  const { token } = await operatorLogin(shop.url, OWNER);
  session = JSON.stringify({ token, username: OWNER.username, roles: ['owner'] });

  // A customer with money moved, a withdrawal waiting and one rejected (audited with a long reason), so the lists
  // and the audit trail have rows as long as real ones.
  const username = uniqueName('phoneqa');
  const customer = (
    await post<{ userinfo: { token: string } }>('/api/user/register', { username, password: 'secret123', repassword: 'secret123', realname: 'Ada Lovelace', mobile: '0911222555' })
  ).userinfo.token;
  const customerId = rowsOf(await post<{ list: Array<{ id: number }> }>('/api/admin/user/list', { q: username }, token))[0]!.id;
  await approvedBySecond(shop, '/api/admin/user/adjust', { user_id: customerId, asset: 'cash', amount: '12990.00', reason: 'Opening balance for the phone layout check', request_id: crypto.randomUUID() }, token);
  await post('/api/user/setpaypassword', { paypassword: '246810', repaypassword: '246810' }, customer);
  await post('/api/withdraw/cardupdate', { name: 'Ada Lovelace', bank_name: 'First Bank', card_no: '6222020012345678', paypassword: '246810' }, customer);
  const rejected = await post<{ id: number }>('/api/withdraw/withdraw', { amount: '300.00', paypassword: '246810', request_id: crypto.randomUUID() }, customer);
  await post('/api/admin/withdraw/reject', { id: rejected.id, reason: 'The card holder name does not match the name registered on the account, please bind the right card' }, token);
  await post('/api/admin/config/save', { key: 'download', value: { android: '', ios: '/download' } }, token);

  ids.CUSTOMER = customerId;
  ids.CUSTOMERNAME = username;
  ids.OPERATOR = OWNER.username;
  ids.NOTICE = rowsOf(await post<Array<{ id: number }> | { list: Array<{ id: number }> }>('/api/admin/notice/list', {}, token))[0]!.id;
  ids.CONTENT = rowsOf(await post<Array<{ key: string }> | { list: Array<{ key: string }> }>('/api/admin/content/list', {}, token))[0]!.key;
  ids.GOODS = rowsOf(await post<Array<{ id: number }> | { list: Array<{ id: number }> }>('/api/admin/goods/list', {}, token))[0]!.id;
  ids.BRAND = rowsOf(await post<Array<{ id: number }> | { list: Array<{ id: number }> }>('/api/admin/brand/list', {}, token))[0]!.id;
  ids.VIP = rowsOf(await post<Array<{ level: number }> | { list: Array<{ level: number }> }>('/api/admin/vip/list', {}, token))[0]!.level;
  ids.GAME = rowsOf(await post<Array<{ id: number }> | { list: Array<{ id: number }> }>('/api/admin/lottery/game/list', {}, token))[0]!.id;
}, 120_000);
afterAll(() => shop?.close());

const LOADING = ['Loading…', '載入中…'];

/** Waits for the page's title and for what it loads (no "Loading…" left). */
async function settleConsole(page: Page) {
  await page.locator('main h1').first().waitFor({ timeout: 15_000 });
  await page.waitForFunction((words) => !words.some((w) => document.body.innerText.includes(w)), LOADING, { timeout: 10_000 }).catch(() => undefined);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * How wide the document is against the viewport, and the elements that stick out past its right edge and are not
 * inside something that scrolls or clips them sideways (a wide table in its own scroller is fine): the outermost
 * of each, named by tag, test id, class and text.
 */
function overflowOf(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const x = getComputedStyle(p).overflowX;
        if (x === 'auto' || x === 'scroll' || x === 'hidden' || x === 'clip') return true;
      }
      return false;
    };
    const name = (el: Element) => {
      const testId = el.getAttribute('data-testid');
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(/\s+/)[0]}` : '';
      return `${el.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${cls} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    };
    const out = [...document.body.querySelectorAll('*')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.right > width + 1 && getComputedStyle(el).position !== 'fixed' && !clipped(el);
    });
    const outermost = out.filter((el) => !out.some((o) => o !== el && o.contains(el)));
    // A value drawn past its own cell (a card's fact, a table's cell) runs over the next one even within the screen.
    const spilled = [...document.querySelectorAll('main dd, main td, [role=dialog] dd, [role=dialog] td')].filter((cell) => cell.scrollWidth > cell.clientWidth + 1);
    return {
      document: document.documentElement.scrollWidth,
      viewport: width,
      offenders: [
        ...outermost.slice(0, 3).map((el) => `${name(el)} to ${Math.round(el.getBoundingClientRect().right)}px`),
        ...spilled.slice(0, 3).map((cell) => `${name(cell)} spills out of its cell (${cell.scrollWidth} > ${cell.clientWidth}px)`),
      ],
    };
  });
}

async function openAs(page: Page, lang: 'en-us' | 'zh-tw', dark: boolean) {
  await page.goto(`${shop.url}/admin/`);
  await page.evaluate(
    ({ lang, dark, stored }) => {
      localStorage.setItem('snapmall:lang', JSON.stringify(lang));
      localStorage.setItem('snapmall:dark', JSON.stringify(dark));
      localStorage.setItem('snapmall:admin-session', stored);
    },
    { lang, dark, stored: session },
  );
  await page.goto(`${shop.url}/admin/#/`);
  await page.reload();
}

describe('the console on a 390-px phone', () => {
  it('fits every page within the screen, in English light and in Chinese dark', async () => {
    const { page, context } = await openPage(shop, PHONE, 'en-US');
    // The measure itself: something 500 px wide in the page is found and named.
    await openAs(page, 'en-us', false);
    await settleConsole(page);
    await page.evaluate(() => {
      const wideThing = document.createElement('div');
      wideThing.dataset.testid = 'too-wide';
      wideThing.style.width = '500px';
      wideThing.style.height = '10px';
      document.querySelector('main')!.append(wideThing);
    });
    const probe = await overflowOf(page);
    expect(probe.document).toBeGreaterThan(PHONE.width);
    expect(probe.offenders.join()).toContain('div[data-testid=too-wide]');

    const wide: string[] = [];
    for (const [lang, dark] of [['en-us', false], ['zh-tw', true]] as const) {
      await openAs(page, lang, dark);
      for (const route of CONSOLE_ROUTES.filter((r) => !r.loggedOut)) {
        const url = fillIn(route.url, ids);
        await page.goto(`${shop.url}/admin/#${url}`);
        await settleConsole(page);
        const seen = await overflowOf(page);
        if (seen.document > seen.viewport || seen.offenders.length) wide.push(`${url} [${lang}${dark ? ' dark' : ''}]: ${seen.document}px wide; ${seen.offenders.join('; ') || 'no element named'}`);
      }
    }
    await context.close();
    expect(wide).toEqual([]);
  }, 300_000);

  it('puts every configuration tab within reach and opens each', async () => {
    const { page, context } = await openPage(shop, PHONE, 'en-US');
    await openAs(page, 'en-us', false);
    await page.goto(`${shop.url}/admin/#/content/config`);
    await settleConsole(page);
    const tabs = page.getByRole('tab');
    expect(await tabs.count()).toBe(7);
    for (let i = 0; i < 7; i++) {
      const box = (await tabs.nth(i).boundingBox())!;
      expect([i, box.x >= 0 && box.x + box.width <= PHONE.width]).toEqual([i, true]);
      await tabs.nth(i).click();
      await tabs.nth(i).and(page.locator('[aria-selected="true"]')).waitFor({ timeout: 5_000 });
    }
    await artifactShot(page, 'admin-phone-config-tabs', false);
    await context.close();
  }, 60_000);

  it('reads the audit trail in words in Chinese, its entry within the screen', async () => {
    const { page, context } = await openPage(shop, PHONE, 'zh-TW');
    await openAs(page, 'zh-tw', true);
    await page.goto(`${shop.url}/admin/#/audit`);
    await settleConsole(page);
    const main = page.locator('main');
    await main.getByText('提現已駁回並退回').first().waitFor();
    const text = await main.innerText();
    // No action key, actor prefix, target key or bare status number.
    expect(text).not.toMatch(/\b(withdraw|deposit|user|operator|config)\.[a-z]|operator:|cli:|config:|\bstatus\b/);
    expect(text).toContain('命令列');
    expect(text).toContain('會員 #');
    await artifactShot(page, 'admin-phone-zh-dark-audit');
    await main.getByRole('listitem').filter({ hasText: '提現已駁回並退回' }).getByRole('button', { name: /^開啟紀錄 \d+/ }).click();
    const entry = page.getByTestId('audit-entry');
    await entry.waitFor();
    const entryText = await entry.innerText();
    expect(entryText).toMatch(/狀態[\s\S]*待審核[\s\S]*已駁回/);
    expect(entryText).toContain('300.00');
    const seen = await overflowOf(page);
    expect(seen.offenders).toEqual([]);
    expect(seen.document).toBeLessThanOrEqual(seen.viewport);
    await artifactShot(page, 'admin-phone-zh-dark-audit-entry', false);
    await context.close();
  }, 60_000);
});
