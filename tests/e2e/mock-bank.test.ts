import type { Page } from 'playwright-core';
import { EN, ZH } from '../src/bank/words';
import { remoteAlone } from '../src/mock/remote-alone';
import { PHONE, WIDE } from '../src/shop';

/**
 * The bank's pages alone, as QA runs them: the mock build's static files on a bare static host, Mock Service Worker
 * answering every /api call in the browser. No API server, no database (the jest set-up starts one for the other
 * browser tests; nothing here talks to it).
 */
const site = remoteAlone('mf-bank');
const open = site.open;

const record = (page: Page) => page.locator('li').filter({ has: page.getByTestId('status') });

it('en-us on a phone: a deposit submitted is then in the records, and still after a reload', async () => {
  const { page, problems, close } = await open('#/pages/bank/deposit');
  await page.getByText('Signed in as demo').waitFor();
  await page.getByRole('radio', { name: new RegExp(EN.channel) }).check();
  await page.getByLabel(EN.amount).fill('1000');
  await page.getByLabel(EN.reference).fill('TX-MOCK-1');
  await page.getByRole('button', { name: EN.submitDeposit, exact: true }).click();
  await page.getByRole('heading', { name: EN.depositDone }).waitFor();
  await expect(page.getByTestId('status').textContent()).resolves.toBe(EN.pending);
  await expect(page.getByTestId('instructions').textContent()).resolves.toBe(EN.instructions);
  await page.getByRole('button', { name: EN.depositLogs, exact: true }).click();
  await record(page).filter({ hasText: EN.referenceShown('TX-MOCK-1') }).getByTestId('status').filter({ hasText: EN.pending }).waitFor();
  await page.reload();
  await record(page).filter({ hasText: EN.referenceShown('TX-MOCK-1') }).waitFor();
  expect(problems).toEqual([]);
  await close();
});

it('a shared link opens the withdrawal in review: held, the day used, Pending Review in the records', async () => {
  const { page, problems, close } = await open('?scenario=withdrawal-in-review#/pages/bank/withdraw');
  await page.getByRole('heading', { name: EN.rules }).waitFor();
  await expect(page.getByTestId('rules-balance').textContent()).resolves.toBe('500.00');
  await expect(page.getByTestId('rules-day').textContent()).resolves.toBe(EN.usedToday(1));
  await page.goto(`${site.url}/#/pages/bank/withdraw_logs`);
  await record(page).first().filter({ hasText: '300.00' }).getByTestId('status').filter({ hasText: EN.pending }).waitFor();
  await expect(page.getByTestId('mock-scenario').inputValue()).resolves.toBe('withdrawal-in-review');
  expect(problems).toEqual([]);
  await close();
});

it('empty: no records; refused: the server refusal on the form; invalid: a 422 beside its field', async () => {
  const empty = await open('?scenario=empty#/pages/bank/deposit_logs');
  await empty.page.getByText(EN.empty).waitFor();
  expect(empty.problems).toEqual([]);
  await empty.close();

  const refused = await open('?scenario=refused#/pages/bank/deposit');
  await refused.page.getByRole('radio', { name: new RegExp(EN.channel) }).check();
  await refused.page.getByLabel(EN.amount).fill('500');
  await refused.page.getByRole('button', { name: EN.submitDeposit, exact: true }).click();
  await refused.page.getByText('This deposit channel is not available; please choose another').first().waitFor();
  expect(refused.problems).toEqual([]);
  await refused.close();

  const invalid = await open('?scenario=invalid#/pages/bank/withdraw', PHONE, [422]);
  await invalid.page.getByLabel(EN.amount).fill('300');
  await invalid.page.getByLabel(EN.payPassword).fill('123456');
  await invalid.page.getByRole('button', { name: EN.withdraw, exact: true }).click();
  await invalid.page.getByText('Please enter an amount such as 100 or 100.50').first().waitFor();
  expect(invalid.problems).toEqual([]);
  await invalid.close();
});

it('expired: the first call is a 401, the page goes home and asks to sign in; slow: the page waits 3 s', async () => {
  const expired = await open('?scenario=expired#/pages/bank/withdraw', PHONE, [401]);
  await expired.page.getByText('Please log in first').waitFor();
  await expired.page.getByRole('button', { name: 'Sign in' }).waitFor();
  expect(expired.problems).toEqual([]);
  await expired.close();

  const slow = await open('?scenario=slow#/pages/bank/withdraw');
  const started = Date.now();
  await slow.page.getByRole('heading', { name: EN.rules }).waitFor();
  expect(Date.now() - started).toBeGreaterThanOrEqual(2_500);
  expect(slow.problems).toEqual([]);
  await slow.close();
});

it('zh-tw on a wide screen: the switch puts the bank in a withdrawal rejected, its reason and refund shown', async () => {
  const { page, problems, close } = await open('#/pages/bank/withdraw_logs', WIDE);
  await page.getByRole('button', { name: '繁體中文', exact: true }).click();
  await page.getByTestId('mock-scenario').selectOption('withdrawal-rejected');
  await page.waitForURL(/\?scenario=withdrawal-rejected#\/pages\/bank\/withdraw_logs/);
  const rejected = record(page).first();
  await rejected.getByTestId('status').filter({ hasText: ZH.rejected }).waitFor();
  await expect(rejected.textContent()).resolves.toContain('The card holder name does not match the account');
  await page.goto(`${site.url}/?scenario=withdrawal-rejected#/pages/bank/deposit`);
  await page.getByRole('radio', { name: new RegExp(ZH.channel) }).waitFor();
  expect(problems).toEqual([]);
  await close();
});
