import type { Page } from 'playwright-core';
import { remoteAlone } from '../src/mock/remote-alone';
import { PHONE, WIDE } from '../src/shop';

/**
 * The account pages alone, as QA runs them: the mock build's static files on a bare static host, Mock Service
 * Worker answering every /api call in the browser. No API server, no database (the jest set-up starts one for the
 * other browser tests; nothing here talks to it).
 */
const site = remoteAlone('mf-account');
const open = site.open;

async function logIn(page: Page, account: string, password: string, submit = 'Log in') {
  await page.goto(`${site.url}/${new URL(page.url()).search}#/pages/login/index`);
  await page.locator('input[autocomplete="username"]').fill(account);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.getByRole('button', { name: submit, exact: true }).click();
}

it('en-us on a phone: register, then log in as the newcomer; a wrong password is refused; a changed password logs in', async () => {
  const { page, problems, close } = await open('#/pages/login/register');
  await page.getByLabel('Username').fill('ada_l');
  await page.getByLabel('Password', { exact: true }).fill('engine42');
  await page.getByLabel('Re-enter password').fill('engine42');
  await page.getByLabel('Real name').fill('Ada Lovelace');
  await page.getByLabel('Mobile number').fill('0911222333');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page.waitForURL(/#\/pages\/my\/info/);
  await page.getByText('@ada_l').waitFor();
  await expect(page.getByTestId('me-balance').textContent()).resolves.toBe('0.00');

  await logIn(page, 'ada_l', 'engine43');
  await page.getByText('Incorrect account or password').first().waitFor();
  await logIn(page, 'ada_l', 'engine42');
  await page.waitForURL(/#\/pages\/my\/info/);
  await page.getByText('@ada_l').waitFor();

  await page.goto(`${site.url}/#/pages/my/loginPsd`);
  await page.getByLabel('Old password').fill('engine42');
  await page.getByLabel('New password').fill('fresh2026');
  await page.getByLabel('Confirm password').fill('fresh2026');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByText('Password changed, please log in again').first().waitFor();
  await logIn(page, 'ada_l', 'engine42');
  await page.getByText('Incorrect account or password').first().waitFor();
  await logIn(page, 'ada_l', 'fresh2026');
  await page.waitForURL(/#\/pages\/my\/info/);
  await page.getByText('@ada_l').waitFor();
  expect(problems).toEqual([]);
  await close();
});

it('a shared link opens the demo customer locked: the right password is refused in the server words', async () => {
  const { page, problems, close } = await open('?scenario=locked#/pages/login/index');
  await expect(page.getByTestId('mock-scenario').inputValue()).resolves.toBe('locked');
  await logIn(page, 'demo', 'demo1234');
  await page.getByText(/^Too many failed attempts\. Password login is locked for 1[45] more minutes$/).first().waitFor();
  expect(problems).toEqual([]);
  await close();
});

it('invalid: a 422 beside its field; expired: the first call is a 401, the page goes home with the message', async () => {
  const invalid = await open('?scenario=invalid#/pages/my/loginPsd', PHONE, [422]);
  await invalid.page.getByLabel('Old password').fill('demo1234');
  await invalid.page.getByLabel('New password').fill('fresh2026');
  await invalid.page.getByLabel('Confirm password').fill('fresh2026');
  await invalid.page.getByRole('button', { name: 'Submit', exact: true }).click();
  await invalid.page.getByText('Password: 6-20 characters with both letters and digits').first().waitFor();
  expect(invalid.problems).toEqual([]);
  await invalid.close();

  const expired = await open('?scenario=expired#/pages/my/info', PHONE, [401]);
  await expired.page.getByText('Please log in first').waitFor();
  await expired.page.waitForURL(/#\/pages\/index\/index/);
  await expired.page.getByRole('button', { name: /Login \/pages\/login\/index/ }).waitFor();
  expect(expired.problems).toEqual([]);
  await expired.close();
});

it('zh-tw on a wide screen: a wrong password refused, the second customer logs in, and the switch locks the demo customer', async () => {
  const { page, problems, close } = await open('#/pages/login/index', WIDE);
  await page.getByRole('button', { name: '繁體中文', exact: true }).click();
  await logIn(page, 'grace', 'grace2025', '登入');
  await page.getByText('帳號或密碼不正確').first().waitFor();
  await logIn(page, 'grace', 'grace2026', '登入');
  await page.waitForURL(/#\/pages\/my\/info/);
  await page.getByText('@grace').waitFor();
  // Switched on the login page, which makes no call: the page starts again in the scenario, with its own data.
  await page.goto(`${site.url}/#/pages/login/index`);
  await Promise.all([page.waitForEvent('load'), page.getByTestId('mock-scenario').selectOption('locked')]);
  await page.waitForURL(/\?scenario=locked#\/pages\/login\/index/);
  await logIn(page, 'demo', 'demo1234', '登入');
  await page.getByText(/^失敗次數過多，密碼登入已鎖定，請 1[45] 分鐘後再試$/).first().waitFor();
  expect(problems).toEqual([]);
  await close();
});
