import type { OrderDetail } from '@snapmall/shared/contract';
import { OperatorService } from 'server/src/modules/operators/service';
import { operatorLogin } from '../src/operator-login';
import { apiPost, artifactShot } from '../src/api';
import { openPage, startShop, uniqueName, type Shop } from '../src/shop';
import { approvedBySecond } from '../src/approvals';

/**
 * The shop's pages of the operator console (issue 19, mf-shopping's './admin'): a catalogue operator ships two of a
 * customer's orders in one go, on a phone in Chinese and dark, then wide in English; the customer's order then says
 * shipped with the tracking number. A finance operator is refused the orders page and the orders call.
 */
let shop: Shop;
let ownerToken: string;
const operators: Record<'catalogue' | 'finance', { username: string; token: string }> = {} as never;
let customer: { id: number; username: string; token: string };
let goodsId: number;
const PHONE = { width: 375, height: 812 };
const WIDE = { width: 1280, height: 800 };

const post = <T>(route: string, body: object, token?: string) => apiPost<T>(shop.url, route, body, token);
const consoleUrl = (path: string) => `${shop.url}/admin/#${path}`;

/** An operator with these roles, made by the owner through the admin API, and logged in. */
async function operator(username: string, roles: string[]) {
  // A grant of owner or finance is approved by a second owner (issue 26).
  const made = await approvedBySecond<{ username: string; password: string }>(shop, '/api/admin/operator/save', { username, roles }, ownerToken);
  return { username, token: (await operatorLogin(shop.url, { username: made.username, password: made.password })).token };
}

/** Two snap buys by the customer, through the shop's own buy call: the orders' ids, oldest first. */
async function twoOrders(): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < 2; i += 1) {
    ids.push((await post<{ id: number }>('/api/goods/buy', { goods_id: goodsId, quantity: 1, request_id: crypto.randomUUID() }, customer.token)).id);
  }
  return ids;
}

const placedCount = async () => (await post<{ total: number }>('/api/admin/order/list', { page: 1, limit: 10, status: 'placed' }, operators.catalogue.token)).total;

beforeAll(async () => {
  shop = await startShop();
  await new OperatorService(shop.db).setPassword('cli:test', 'qa-shop-owner', 'operator123');
  ownerToken = (await operatorLogin(shop.url, { username: 'qa-shop-owner', password: 'operator123' })).token;
  operators.catalogue = await operator('qa-shop-catalogue', ['catalogue']);
  operators.finance = await operator('qa-shop-finance', ['finance']);

  // An item of its own, and a level that lets the customer buy it four times today.
  const brand = await post<{ id: number }>('/api/admin/brand/save', { name_en: 'Acme', name_zh: '頂點', enabled: 1 }, ownerToken);
  goodsId = (
    await post<{ id: number }>(
      '/api/admin/goods/save',
      { brand_id: brand.id, title_en: 'Kettle', title_zh: '水壺', images: ['/goods/kettle.svg'], price: '100.00', stock: 50, min_level: 1, on_sale: 1 },
      ownerToken,
    )
  ).id;
  await post('/api/admin/vip/save', {
    level: 9, name: 'QA roomy', price: '0', task_rate: '1.50', order_join_rate: '0', task_num: 10, task_everyday: 10,
    withdraw_num: 1, withdraw_rate: '0', min_withdraw: '100', max_withdraw: '1000',
  }, ownerToken);
  const username = uniqueName('shipqa');
  const registered = await post<{ userinfo: { id: number; token: string } }>('/api/user/register', {
    username, password: 'secret123', repassword: 'secret123', realname: 'Ada Lovelace', mobile: '0911222444',
  });
  customer = { id: registered.userinfo.id, username, token: registered.userinfo.token };
  await shop.db.query('UPDATE users SET level = 9 WHERE id = $1', [customer.id]);
  await approvedBySecond(shop, '/api/admin/user/adjust', { user_id: customer.id, asset: 'cash', amount: '1000.00', reason: 'e2e funds', request_id: crypto.randomUUID() }, ownerToken);
});
afterAll(() => shop?.close());

/** The console with an operator's session already stored (the login page is admin-console's to test). */
async function openConsole(who: 'catalogue' | 'finance', viewport: { width: number; height: number }, lang: 'en-us' | 'zh-tw', dark: boolean) {
  const opened = await openPage(shop, viewport, lang === 'en-us' ? 'en-US' : 'zh-TW');
  await opened.page.goto(consoleUrl('/'));
  const session = JSON.stringify({ token: operators[who].token, username: operators[who].username, roles: [who] });
  await opened.page.evaluate(
    ([s, l, d]) => {
      localStorage.setItem('snapmall:admin-session', s);
      localStorage.setItem('snapmall:lang', JSON.stringify(l));
      localStorage.setItem('snapmall:dark', JSON.stringify(d));
    },
    [session, lang, dark] as const,
  );
  await opened.page.reload();
  return opened;
}

const WORDS = {
  'en-us': {
    title: 'Orders', pending: (n: number) => `${n} pending`, select: (id: number) => `Select #${id}`, ship: 'Ship 2', dialog: 'Ship 2 orders',
    carrier: 'Carrier', tracking: 'Tracking number', summary: 'Ship 2: 2 done, 0 refused', done: (id: number) => `#${id} done`,
    status: 'Status', shipped: 'Shipped', apply: 'Apply', filters: null,
  },
  'zh-tw': {
    title: '訂單', pending: (n: number) => `${n} 筆待處理`, select: (id: number) => `選取 #${id}`, ship: '出貨 2 筆', dialog: '出貨 2 筆訂單',
    carrier: '物流商', tracking: '追蹤編號', summary: '出貨 2 筆：完成 2 筆，拒絕 0 筆', done: (id: number) => `#${id} 已完成`,
    status: '狀態', shipped: '已出貨', apply: '套用', filters: /^篩選/,
  },
} as const;

describe("the shop's console pages", () => {
  for (const [name, viewport, lang, dark] of [
    ['on a phone in Chinese, dark', PHONE, 'zh-tw', true],
    ['wide in English', WIDE, 'en-us', false],
  ] as const) {
    it(`a catalogue operator ships two orders with one carrier and tracking number, each answered, ${name}`, async () => {
      const w = WORDS[lang];
      const ids = await twoOrders();
      const waiting = await placedCount();
      expect(waiting).toBeGreaterThanOrEqual(2);
      const tracking = `SF${Date.now()}`;

      const { page, context, problems } = await openConsole('catalogue', viewport, lang, dark);
      await page.goto(consoleUrl('/shop/orders'));
      await page.getByRole('heading', { name: w.title, level: 1 }).waitFor();
      await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(dark ? 'dark' : 'light');
      // The orders to ship, with their count: a table wide, cards on a phone.
      await expect(page.getByTestId('list-pending').textContent()).resolves.toBe(w.pending(waiting));
      for (const id of ids) await page.getByLabel(w.select(id), { exact: true }).check();
      await expect(page.getByRole('table').count()).resolves.toBe(viewport === WIDE ? 1 : 0);
      await page.getByRole('button', { name: w.ship, exact: true }).click();

      // In the list's order: newest first.
      const dialog = page.getByRole('dialog', { name: w.dialog });
      await expect(dialog.textContent()).resolves.toContain(`#${ids[1]}, #${ids[0]}`);
      await dialog.getByLabel(w.carrier, { exact: true }).fill('SF Express');
      await dialog.getByLabel(w.tracking, { exact: true }).fill(tracking);
      await artifactShot(page, `admin-shop-${lang}-ship-dialog`, false);
      await dialog.getByRole('button', { name: w.ship, exact: true }).click();

      // Each row answered; the count to ship goes down by two and the shipped ones leave the list.
      const results = page.getByTestId('bulk-results');
      await expect(results.getByRole('status').textContent()).resolves.toBe(w.summary);
      await expect(results.getByRole('listitem').allTextContents()).resolves.toEqual([w.done(ids[1]!), w.done(ids[0]!)]);
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('list-pending').filter({ hasText: w.pending(waiting - 2) }).waitFor();
      await page.getByLabel(w.select(ids[0]!), { exact: true }).waitFor({ state: 'detached' });

      // The shipped ones, with the carrier and the tracking number.
      if (w.filters) await page.getByRole('button', { name: w.filters }).click();
      await page.getByLabel(w.status, { exact: true }).selectOption('shipped');
      await page.getByRole('button', { name: w.apply, exact: true }).click();
      await page.waitForURL(/status=shipped/);
      for (const id of ids) {
        const row = page.getByRole(viewport === WIDE ? 'row' : 'listitem').filter({ hasText: `#${id}` }).filter({ hasText: tracking });
        await row.waitFor();
        await expect(row.textContent()).resolves.toContain(w.shipped);
        await expect(row.textContent()).resolves.toContain('SF Express');
      }
      await artifactShot(page, `admin-shop-${lang}${dark ? '-dark' : ''}-shipped`, true);

      // The customer's own order says so.
      for (const id of ids) {
        const order = await post<OrderDetail>('/api/user/buylogdetail', { id }, customer.token);
        expect(order).toMatchObject({ id, status: 'shipped', carrier: 'SF Express', tracking_no: tracking });
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('refuses a finance operator the orders page and the orders call (HTTP 403)', async () => {
    const { page, context, problems } = await openConsole('finance', WIDE, 'en-us', false);
    await page.goto(consoleUrl('/shop/orders'));
    await page.getByRole('heading', { name: 'Not open to your roles', level: 1 }).waitFor();
    await page.getByText('Your operator roles do not include this page. An owner can give you the role it needs.').waitFor();
    await expect(page.getByRole('table').count()).resolves.toBe(0);
    await expect(page.getByTestId('list-pending').count()).resolves.toBe(0);
    // The menu offers no Shop group to finance.
    const menu = page.getByRole('navigation', { name: 'Console menu' });
    await menu.getByRole('link', { name: 'Deposits' }).waitFor();
    await expect(menu.getByRole('link', { name: 'Orders' }).count()).resolves.toBe(0);
    await artifactShot(page, 'admin-shop-finance-refused', false);

    const answer = await fetch(`${shop.url}/api/admin/order/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: operators.finance.token },
      body: JSON.stringify({ page: 1, limit: 10, status: 'placed' }),
    });
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as { code: number }).code).not.toBe(1);
    // The catalogue operator's same call is answered.
    expect(await placedCount()).toBeGreaterThanOrEqual(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
