import type { Page } from 'playwright-core';
import { LedgerService } from 'server/src/modules/ledger/service';
import { OperatorService } from 'server/src/modules/operators/service';
import { operatorLogin } from '../src/operator-login';
import { apiPost, artifactShot, pageToken } from '../src/api';
import { go, openPage, PHONE, registerThroughUi, startShop, uniqueName, WIDE, type Shop } from '../src/shop';
import { approvedBySecond } from '../src/approvals';

let shop: Shop;
let operatorToken: string;
beforeAll(async () => {
  shop = await startShop();
  await new OperatorService(shop.db).setPassword('cli:test', 'qa-shop', 'operator123');
  operatorToken = (await operatorLogin(shop.url, { username: 'qa-shop', password: 'operator123' })).token;
  // One snap buy a day and one order in progress at VIP 1, so the second buy of the day is refused.
  await admin('/api/admin/vip/save', {
    level: 1, name: 'VIP 1', price: '0.00', task_rate: '0.50', order_join_rate: '0.00', task_num: 1, task_everyday: 1,
    withdraw_num: 1, withdraw_rate: '1.00', min_withdraw: '100.00', max_withdraw: '5000.00',
  });
});
afterAll(() => shop?.close());

const post = <T>(route: string, body: object, token?: string) => apiPost<T>(shop.url, route, body, token);
const admin = <T>(route: string, body: object) => post<T>(route, body, operatorToken);

/** The customer's own call with the session the page holds. */
const asCustomer = async <T>(page: Page, route: string, body: object = {}) => post<T>(route, body, await pageToken(page));

/** Screenshots of the key steps into tests/artifacts/ with SCREENSHOTS=1, once finite animations are over. */
const shot = (page: Page, name: string) => artifactShot(page, `shop-${name}`);

/** The texts a test reads, in one language. */
interface Words {
  lang: 'en-us' | 'zh-tw';
  me: string;
  brand: string;
  item: string;
  quotaLeft: (left: number) => string;
  rebate: string;
  buy: string;
  pay: string;
  placed: string;
  orderDone: string;
  viewOrder: string;
  statuses: { placed: string; shipped: string; received: string };
  receive: string;
  refusal: string;
  usedUp: RegExp;
  statement: string;
}

const EN: Words = {
  lang: 'en-us',
  me: 'Me',
  brand: 'HomeCraft',
  item: 'Stoneware mug',
  quotaLeft: (left) => `${left} of 1`,
  rebate: '2.00 (0.50%)',
  buy: 'Buy now',
  pay: 'Pay 399.00',
  placed: 'Placed',
  orderDone: 'Order placed',
  viewOrder: 'View order',
  statuses: { placed: 'Placed', shipped: 'Shipped', received: 'Received' },
  receive: 'Confirm receipt',
  refusal: 'You have used all 1 snap buy of today; more tomorrow',
  usedUp: /^You have used today's 1 snap buy\. More from /,
  statement: 'Capital management',
};

const ZH: Words = {
  lang: 'zh-tw',
  me: '我的',
  brand: '家居工坊',
  item: '石陶馬克杯',
  quotaLeft: (left) => `${left} / 1`,
  rebate: '2.00（0.50%）',
  buy: '立即購買',
  pay: '支付 399.00',
  placed: '已下單',
  orderDone: '下單成功',
  viewOrder: '查看訂單',
  statuses: { placed: '已下單', shipped: '已出貨', received: '已收貨' },
  receive: '確認收貨',
  refusal: '今日 1 次搶購次數已用完，請明天再來',
  usedUp: /^今日 1 次搶購已用完，.+ 起可再購買。$/,
  statement: '資金管理',
};

/** A newcomer with 1,000.00 credited by the operator (a ledger adjustment), signed in on "me". */
async function fundedCustomer(page: Page, w: Words) {
  const username = uniqueName('shop');
  await registerThroughUi(page, shop, username);
  if (w.lang === 'zh-tw') await page.getByRole('button', { name: '繁體中文', exact: true }).click();
  await page.getByRole('heading', { name: w.me, exact: true }).waitFor();
  const me = await asCustomer<{ id: number }>(page, '/api/user/retval');
  // Requested, and approved by a second operator (issue 26).
  await approvedBySecond(shop, '/api/admin/user/adjust', { user_id: me.id, asset: 'cash', amount: '1000.00', reason: 'e2e funds', request_id: crypto.randomUUID() }, operatorToken);
  return username;
}

/** The dialog's confirming button. */
const confirm = (page: Page, name: string) => page.getByTestId('confirm').getByRole('button', { name, exact: true }).click();

/**
 * Home → brand → item → breakdown → buy → real-time orders; the operator ships it and the status changes on screen
 * without a reload; receipt confirmed; the rebate on the statement; then the day's quota refuses a second buy.
 */
async function journey(page: Page, w: Words, tag: string) {
  await fundedCustomer(page, w);

  // Home's brand list leads into snap buying on that brand.
  await go(page, shop, '/pages/index/index');
  await page.getByTestId('home-brand').filter({ hasText: w.brand }).click();
  await page.waitForURL(/#\/pages\/shopping\/index\?brand_id=\d+/);
  await page.getByTestId('quota-left').filter({ hasText: w.quotaLeft(1) }).waitFor();
  await expect(page.getByTestId('quota-balance').textContent()).resolves.toBe('1,000.00');
  await page.getByTestId('goods').filter({ hasText: w.item }).waitFor();
  await shot(page, `${tag}-1-index`);

  // A second tab opens the same item now, and keeps what it was told: it will try to buy after the quota is used.
  const stale = await page.context().newPage();
  await go(stale, shop, '/pages/shopping/index');
  await stale.getByTestId('goods').filter({ hasText: w.item }).click();
  await stale.getByTestId('bd-pay').waitFor();

  await page.getByTestId('goods').filter({ hasText: w.item }).click();
  await page.waitForURL(/#\/pages\/shopping\/detail\?id=\d+/);
  await expect(page.getByTestId('bd-pay').textContent()).resolves.toBe('399.00');
  await expect(page.getByTestId('bd-rebate').textContent()).resolves.toBe(w.rebate);
  await expect(page.getByTestId('bd-points').textContent()).resolves.toBe('399');
  await shot(page, `${tag}-2-detail`);
  await page.getByRole('button', { name: w.buy, exact: true }).click();
  await expect(page.getByTestId('confirm').textContent()).resolves.toContain('399.00');
  await shot(page, `${tag}-3-confirm`);
  await confirm(page, w.pay);
  await page.getByRole('heading', { name: w.orderDone }).waitFor();
  const orderId = Number((await page.getByTestId('placed-id').textContent())!.slice(1));
  await expect(page.getByTestId('placed-amount').textContent()).resolves.toBe('399.00');

  // Real-time orders: placed, then shipped by the operator, seen without a reload.
  await page.getByRole('button', { name: w.viewOrder, exact: true }).click();
  await page.waitForURL(/#\/pages\/shopping\/recentorder_detail\?id=\d+/);
  await page.getByTestId('status').filter({ hasText: w.statuses.placed }).waitFor();
  await go(page, shop, '/pages/shopping/recentorder');
  const row = page.getByTestId('order-row').filter({ hasText: `#${orderId}` });
  await row.getByTestId('status').filter({ hasText: w.statuses.placed }).waitFor();
  const navigations: string[] = [];
  page.on('framenavigated', (f) => f === page.mainFrame() && navigations.push(f.url()));
  const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length);
  await admin('/api/admin/order/ship', { id: orderId, carrier: 'Black Cat', tracking_no: `BC-${tag}` });
  await row.getByTestId('status').filter({ hasText: w.statuses.shipped }).waitFor({ timeout: 15_000 });
  expect(navigations).toEqual([]);
  await expect(page.evaluate(() => performance.getEntriesByType('navigation').length)).resolves.toBe(loads);
  await shot(page, `${tag}-4-recent-shipped`);

  // Receipt confirmed from the order's live page: the rebate is credited.
  await row.click();
  await page.waitForURL(/#\/pages\/shopping\/recentorder_detail\?id=\d+/);
  await expect(page.getByTestId('tracking').textContent()).resolves.toBe(`BC-${tag}`);
  await page.getByTestId('auto-receive').waitFor();
  await page.getByRole('button', { name: w.receive, exact: true }).click();
  await confirm(page, w.receive);
  await page.waitForURL(/#\/pages\/shopping\/buylog_detail\?id=\d+/);
  await page.getByTestId('status').filter({ hasText: w.statuses.received }).waitFor();
  await shot(page, `${tag}-5-received`);
  await go(page, shop, '/pages/shopping/reclog');
  await page.getByTestId('rec-rebate-total').filter({ hasText: '2.00' }).waitFor();
  await shot(page, `${tag}-6-reclog`);

  // The rebate on the statement (mf-bank's capital management) and in the API's statement.
  await go(page, shop, '/pages/bank/capital');
  await page.getByTestId('entry-amount').filter({ hasText: '+2.00' }).waitFor();
  await expect(page.getByTestId('entry-amount').allTextContents()).resolves.toEqual(['+2.00', '-399.00', '+1,000.00']);
  const log = await asCustomer<{ list: { kind: string; amount: string }[] }>(page, '/api/user/moneylog', { page: 1 });
  expect(log.list[0]).toMatchObject({ kind: 'order_rebate', amount: '+2.00' });

  // The other tab still believes a snap buy is left: the server refuses, and the page says why, in place.
  await stale.bringToFront();
  await stale.getByRole('button', { name: w.buy, exact: true }).click();
  await confirm(stale, w.pay);
  await expect(stale.getByTestId('failure').textContent()).resolves.toBe(w.refusal);
  // …and, asked again, shows the day's quota as used up, with buying off.
  await stale.getByTestId('blocks').getByText(w.usedUp).waitFor();
  await expect(stale.getByRole('button', { name: w.buy, exact: true }).isDisabled()).resolves.toBe(true);
  await shot(stale, `${tag}-7-refused`);
  await stale.close();

  const ledger = await new LedgerService(shop.db).verify();
  expect(ledger.problems).toEqual([]);
}

/** VIP levels: the customer's own marked; an upgrade confirmed with its price updates the session everywhere. */
async function upgrade(page: Page, w: Words, tag: string) {
  await go(page, shop, '/pages/shopping/vip');
  const levels = page.getByTestId('vip-level');
  await levels.nth(0).getByText(w.lang === 'en-us' ? 'Your level' : '目前等級').waitFor();
  await page.getByRole('button', { name: w.lang === 'en-us' ? 'Upgrade to VIP 2 for 500.00' : '以 500.00 升級為 VIP 2' }).click();
  await expect(page.getByTestId('confirm').textContent()).resolves.toContain('500.00');
  await confirm(page, w.lang === 'en-us' ? 'Pay 500.00' : '支付 500.00');
  await levels.nth(1).getByText(w.lang === 'en-us' ? 'Your level' : '目前等級').waitFor();
  await shot(page, `${tag}-8-vip`);
  await go(page, shop, '/pages/my/info');
  await page.getByTestId('me-level').filter({ hasText: 'VIP 2' }).waitFor();
  await expect(page.getByTestId('me-balance').textContent()).resolves.toBe('103.00');
}

describe('snap buying, end to end: buy, shipped live, received with its rebate, refused by the daily quota', () => {
  it('in English on a phone', async () => {
    const { page, context, problems } = await openPage(shop, PHONE, 'en-US');
    await journey(page, EN, 'en-phone');
    await upgrade(page, EN, 'en-phone');
    expect(problems).toEqual([]);
    await context.close();
  }, 150_000);

  it('in Chinese (zh-tw) on a wide screen', async () => {
    const { page, context, problems } = await openPage(shop, WIDE, 'zh-TW');
    await journey(page, ZH, 'zh-wide');
    await upgrade(page, ZH, 'zh-wide');
    expect(problems).toEqual([]);
    await context.close();
  }, 150_000);
});
