import type { Page } from 'playwright-core';
import { remoteAlone } from '../src/mock/remote-alone';
import { PHONE, WIDE } from '../src/shop';

/**
 * The shop's pages alone, as QA runs them: the mock build's static files on a bare static host, Mock Service Worker
 * answering every /api call in the browser. No API server, no database (the jest set-up starts one for the other
 * browser tests; nothing here talks to it).
 */
const site = remoteAlone('mf-shopping');
const open = site.open;

/** The texts these tests read (mf-shopping/messages and the server's words), in each language. */
const EN = {
  buy: 'Buy now',
  done: 'Order placed',
  viewOrder: 'View order',
  placed: 'Placed',
  soldOut: 'Sold out',
  empty: 'No orders yet — go snap buying.',
  noBrands: 'No brand is on sale yet. Check back soon.',
};
const ZH = { lang: '繁體中文', receive: '確認收貨', received: '已收貨', oneLeft: '剩餘 1 件', buy: '立即購買', soldOut: '已售完' };

/** Buys what the detail page shows, through the confirmation, paying `pay`. */
async function buy(page: Page, button: string, pay: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.getByTestId('confirm').getByRole('button', { name: pay }).click();
}

it('en-us on a phone: a buy lowers the balance and the stock, and the order is in the records, still after a reload', async () => {
  const { page, problems, close } = await open('#/pages/shopping/detail?id=2');
  await page.getByText('Signed in as demo').waitFor();
  // VIP 3: 399.00 less 2 %.
  await expect(page.getByTestId('member-price').textContent()).resolves.toBe('391.02');
  await expect(page.getByTestId('stock').textContent()).resolves.toBe('500 left');
  await buy(page, EN.buy, 'Pay 391.02');
  await page.getByRole('heading', { name: EN.done }).waitFor();
  await expect(page.getByTestId('placed-amount').textContent()).resolves.toBe('391.02');
  await page.getByRole('button', { name: EN.viewOrder }).click();
  await page.getByRole('button', { name: 'Cancel order' }).waitFor();
  await page.goto(`${site.url}/#/pages/shopping/buylog`);
  const newest = page.getByTestId('order-row').first();
  await newest.filter({ hasText: 'Stoneware mug' }).filter({ hasText: EN.placed }).waitFor();
  await page.reload();
  await page.getByTestId('order-row').first().filter({ hasText: 'Stoneware mug' }).waitFor();
  await page.goto(`${site.url}/#/pages/shopping/index`);
  await expect(page.getByTestId('quota-balance').textContent()).resolves.toBe('9,608.98');
  await expect(page.getByTestId('quota-left').textContent()).resolves.toBe('6 of 8');
  await page.goto(`${site.url}/#/pages/shopping/detail?id=2`);
  await page.getByTestId('stock').filter({ hasText: '499 left' }).waitFor();
  expect(problems).toEqual([]);
  await close();
});

it('a shared link opens the kettle as it sells out: one left, the buy refused in the server words, then sold out', async () => {
  const { page, problems, close } = await open('?scenario=sold-out#/pages/shopping/detail?id=1');
  await page.getByTestId('stock').filter({ hasText: '1 left' }).waitFor();
  await buy(page, EN.buy, 'Pay 1,273.02');
  await page.getByTestId('failure').filter({ hasText: EN.soldOut }).waitFor();
  await page.getByTestId('stock').filter({ hasText: EN.soldOut }).waitFor();
  await expect(page.getByRole('button', { name: EN.buy, exact: true }).isDisabled()).resolves.toBe(true);
  await expect(page.getByTestId('mock-scenario').inputValue()).resolves.toBe('sold-out');
  expect(problems).toEqual([]);
  await close();
});

it("quota-used: today's 8 snap buys used, the buy is off until the next shop day", async () => {
  const { page, problems, close } = await open('?scenario=quota-used#/pages/shopping/index');
  await expect(page.getByTestId('quota-left').textContent()).resolves.toBe('0 of 8');
  await page.goto(`${site.url}/#/pages/shopping/detail?id=2`);
  await page.getByTestId('blocks').filter({ hasText: "You have used today's 8 snap buys. More from" }).waitFor();
  await expect(page.getByRole('button', { name: EN.buy, exact: true }).isDisabled()).resolves.toBe(true);
  expect(problems).toEqual([]);
  await close();
});

it('empty: no brands and no orders; expired: the first call is a 401 and the page asks to sign in', async () => {
  const empty = await open('?scenario=empty#/pages/shopping/index');
  await empty.page.getByText(EN.noBrands).waitFor();
  await empty.page.goto(`${site.url}/#/pages/shopping/buylog`);
  await empty.page.getByText(EN.empty).waitFor();
  expect(empty.problems).toEqual([]);
  await empty.close();

  const expired = await open('?scenario=expired#/pages/shopping/buylog', PHONE, [401]);
  await expired.page.getByText('Please log in first').waitFor();
  await expired.page.getByRole('button', { name: 'Sign in' }).waitFor();
  expect(expired.problems).toEqual([]);
  await expired.close();
});

it('zh-tw on a wide screen: receiving the shipped order, then the switch puts the shop in sold-out', async () => {
  const { page, problems, close } = await open('#/pages/shopping/recentorder_detail?id=4', WIDE);
  await page.getByRole('button', { name: ZH.lang, exact: true }).click();
  await page.getByRole('button', { name: ZH.receive, exact: true }).click();
  await page.getByTestId('confirm').getByRole('button', { name: ZH.receive, exact: true }).click();
  await page.waitForURL(/buylog_detail\?id=4/);
  await page.getByText(ZH.received).first().waitFor();
  // Choosing reloads the page in the scenario (its data starts over from the sold-out fixtures).
  await Promise.all([page.waitForEvent('load'), page.getByTestId('mock-scenario').selectOption('sold-out')]);
  await page.waitForURL(/\?scenario=sold-out#\/pages\/shopping\/buylog_detail/);
  await expect(page.getByTestId('mock-scenario').inputValue()).resolves.toBe('sold-out');
  await page.goto(`${site.url}/?scenario=sold-out#/pages/shopping/detail?id=1`);
  await page.getByTestId('stock').filter({ hasText: ZH.oneLeft }).waitFor();
  await buy(page, ZH.buy, '支付 1,273.02');
  await page.getByTestId('failure').filter({ hasText: ZH.soldOut }).waitFor();
  expect(problems).toEqual([]);
  await close();
});
