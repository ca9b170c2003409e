import type { Page } from 'playwright-core';
import { go, openPage, registerThroughUi, startShop, uniqueName, type Shop } from '../src/shop';
import { DEMO_CUSTOMER } from 'server/src/seed/demo';

let shop: Shop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop?.close());

const register = (page: Page, username: string) => registerThroughUi(page, shop, username);

describe('a newcomer, end to end against the real server', () => {
  it('is told what is wrong with a bad registration, and nothing is created', async () => {
    const { page, context } = await openPage(shop);
    await go(page, shop, '/pages/login/register');
    await page.getByLabel('Username').fill(uniqueName('bad'));
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Re-enter password').fill('secret124');
    await page.getByLabel('Real name').fill('Ada');
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('Passwords do not match').isVisible()).resolves.toBe(true);
    await expect(page.getByText('Please enter 6-19 digits').isVisible()).resolves.toBe(true);
    const [{ n }] = await shop.db.query<{ n: bigint }>('SELECT count(*) AS n FROM users WHERE username <> $1', [DEMO_CUSTOMER.username]);
    expect(n).toBe(0n);
    await context.close();
  });

  it('registers, sees "me", edits the profile, sets and changes both passwords, switches language and logs out', async () => {
    const { page, context, problems } = await openPage(shop);
    const username = uniqueName('ada');
    await register(page, username);

    await expect(page.getByTestId('me-balance').textContent()).resolves.toBe('0.00');
    await expect(page.getByTestId('me-level').textContent()).resolves.toBe('VIP 1');
    await expect(page.getByText(`@${username}`).isVisible()).resolves.toBe(true);

    await page.getByRole('button', { name: 'Personal profile', exact: true }).click();
    await page.getByLabel('Avatar 3').check();
    await page.getByLabel('Nickname').fill('Countess Ada');
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Please enter a valid e-mail address').isVisible()).resolves.toBe(true);
    await page.getByLabel('E-mail').fill('ada@example.com');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/#\/pages\/my\/info/);
    await page.getByRole('heading', { name: 'Countess Ada' }).waitFor();
    await expect(page.locator('img[src$="/avatars/3.svg"]').count()).resolves.toBe(1);

    await page.getByRole('button', { name: /Withdrawal password/ }).click();
    await page.getByLabel('New withdrawal password').fill('123456');
    await page.getByLabel('Confirm withdrawal password').fill('123456');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.waitForURL(/#\/pages\/my\/info/);
    await page.getByRole('button', { name: /Withdrawal password/ }).click();
    await page.getByLabel('Old withdrawal password').fill('000000');
    await page.getByLabel('New withdrawal password').fill('654321');
    await page.getByLabel('Confirm withdrawal password').fill('654321');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByTestId('toast').filter({ hasText: 'The old withdrawal password is incorrect' }).waitFor();
    await page.getByLabel('Old withdrawal password').fill('123456');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.waitForURL(/#\/pages\/my\/info/);

    await page.getByRole('button', { name: 'Login password', exact: true }).click();
    await page.getByLabel('Old password').fill('secret123');
    await page.getByLabel('New password').fill('fresh456');
    await page.getByLabel('Confirm password').fill('fresh456');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    // Every session ended on the server: the forced-logout event opens the login page.
    await page.waitForURL(/#\/pages\/login\/index/);
    await page.getByLabel('Account').fill(username);
    await page.getByLabel('Password').fill('fresh456');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/#\/pages\/my\/info/);

    await page.getByRole('button', { name: '繁體中文', exact: true }).click();
    await page.getByRole('heading', { name: '我的' }).waitFor();
    await expect(page.getByRole('button', { name: '登出', exact: true }).isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: '登出', exact: true }).click();
    await expect(page.getByTestId('confirm').textContent()).resolves.toContain('確認登出此帳號？');
    await page.getByRole('button', { name: '確認', exact: true }).click();
    await page.waitForURL(/#\/pages\/index\/index/);
    await expect(page.evaluate(() => localStorage.getItem('snapmall:token'))).resolves.toBeNull();
    await expect(page.getByRole('heading', { name: '首頁' }).isVisible()).resolves.toBe(true);

    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends a user whose session the server no longer knows home, with its message', async () => {
    const { page, context } = await openPage(shop);
    await register(page, uniqueName('gone'));
    await shop.db.query('DELETE FROM user_tokens');
    await page.reload();
    await page.waitForURL(/#\/pages\/index\/index/);
    await page.getByTestId('toast').filter({ hasText: 'Please log in first' }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('snapmall:userinfo'))).resolves.toBeNull();
    await context.close();
  });

  it('refuses a wrong password with the server message, in the chosen language', async () => {
    const first = await openPage(shop);
    const username = uniqueName('wrong');
    await register(first.page, username);
    await first.context.close();
    const { page, context } = await openPage(shop);
    await go(page, shop, '/pages/login/index');
    await page.getByLabel('Account').fill(username);
    await page.getByLabel('Password').fill('wrong999');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByTestId('toast').filter({ hasText: 'Incorrect account or password' }).waitFor();
    await go(page, shop, '/');
    await page.getByRole('button', { name: '繁體中文', exact: true }).click();
    await go(page, shop, '/pages/login/index');
    await page.getByLabel('帳號').fill(username);
    await page.getByLabel('密碼').fill('wrong999');
    await page.getByRole('button', { name: '登入', exact: true }).click();
    await page.getByTestId('toast').filter({ hasText: '帳號或密碼不正確' }).waitFor();
    await context.close();
  });
});
