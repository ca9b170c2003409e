import type { Page } from 'playwright-core';
import type { AdminUserDetail, Deposit } from '@snapmall/shared/contract';
import { OperatorService } from 'server/src/modules/operators/service';
import { operatorLogin } from '../src/operator-login';
import { apiPost, artifactShot } from '../src/api';
import { openPage, PHONE, startShop, uniqueName, type Shop } from '../src/shop';

/**
 * The bank's pages of the operator console (issue 19, mf-bank's './admin'): a finance operator filters the deposit
 * queue by customer and day, approves three with one click and rejects one with a reason, pays a withdrawal, adjusts
 * the balance and reads the customer's statement, on a phone and wide, in both languages, light and dark.
 */
let shop: Shop;
let finance: { username: string; password: string; token: string };
let customer: { id: number; username: string; token: string };
const deposits: Deposit[] = [];
const WIDE = { width: 1280, height: 800 };
const CARD_NO = '6222020012345678';

const post = <T>(route: string, body: object, token?: string) => apiPost<T>(shop.url, route, body, token);
const consoleUrl = (path: string) => `${shop.url}/admin/#${path}`;

beforeAll(async () => {
  shop = await startShop();
  const owner = { username: 'qa-bank-owner', password: 'operator123' };
  await new OperatorService(shop.db).setPassword('cli:test', owner.username, owner.password);
  const ownerToken = (await operatorLogin(shop.url, owner)).token;
  // Finance alone: the role these pages need (an owner would see them too).
  const made = await post<{ username: string; password: string }>('/api/admin/operator/save', { username: 'qa-bank-finance', roles: ['finance'] }, ownerToken);
  const login = { username: made.username, password: made.password };
  finance = { ...login, token: (await operatorLogin(shop.url, login)).token };

  // A customer of their own with four deposits waiting, and the demo customer's one, which the filter leaves out.
  const username = uniqueName('bankqa');
  const registered = await post<{ userinfo: { token: string } }>('/api/user/register', {
    username,
    password: 'secret123',
    repassword: 'secret123',
    realname: 'Ada Lovelace',
    mobile: '0911222333',
  });
  const found = await post<{ list: Array<{ id: number }> }>('/api/admin/user/list', { q: username }, finance.token);
  customer = { id: found.list[0]!.id, username, token: registered.userinfo.token };
  const [channel] = await post<Array<{ id: number }>>('/api/recharge/channels', {}, customer.token);
  for (const amount of ['100.00', '200.00', '300.00', '400.00']) {
    deposits.push(await post<Deposit>('/api/recharge/submit', { channel_id: channel!.id, amount, reference: `QA-${amount}`, request_id: crypto.randomUUID() }, customer.token));
  }
  const demo = (await post<{ userinfo: { token: string } }>('/api/user/login', { account: 'demo', password: 'demo1234' })).userinfo.token;
  await post('/api/recharge/submit', { channel_id: channel!.id, amount: '150.00', reference: 'DEMO', request_id: crypto.randomUUID() }, demo);
});
afterAll(() => shop?.close());

/** The console with the finance operator's session already stored (the login page is admin-console's to test). */
async function openConsole(viewport: { width: number; height: number }, lang: 'en-us' | 'zh-tw' = 'en-us', dark = false) {
  const opened = await openPage(shop, viewport, lang === 'en-us' ? 'en-US' : 'zh-TW');
  await opened.page.goto(consoleUrl('/'));
  await opened.page.evaluate(
    ([session, l, d]) => {
      localStorage.setItem('snapmall:admin-session', session);
      localStorage.setItem('snapmall:lang', JSON.stringify(l));
      localStorage.setItem('snapmall:dark', JSON.stringify(d));
    },
    [JSON.stringify({ token: finance.token, username: finance.username, roles: ['finance'] }), lang, dark] as const,
  );
  await opened.page.reload();
  return opened;
}

/** Today in the browser's time zone, as a date input writes it (the console sends the operator's days). */
const today = (page: Page) => page.evaluate(() => new Date().toLocaleDateString('en-CA'));

async function balanceOf(userId: number) {
  return (await post<AdminUserDetail>('/api/admin/user/get', { user_id: userId }, finance.token)).balance;
}

describe("the bank's console pages", () => {
  it('a finance operator filters the deposits by customer and day, approves three with one click and rejects one, and the balance moves', async () => {
    const { page, context, problems } = await openConsole(WIDE);
    // The menu's Bank group holds the bank's pages; the queue opens on what is pending, with its count.
    const menu = page.getByRole('navigation', { name: 'Console menu' });
    for (const name of ['Deposits', 'Withdrawals', 'Deposit channels', 'Adjust a balance', 'Customer statement']) await menu.getByRole('link', { name }).waitFor();
    await menu.getByRole('link', { name: 'Deposits' }).click();
    await page.getByRole('heading', { name: 'Deposits', level: 1 }).waitFor();
    await expect(page.getByTestId('list-pending').textContent()).resolves.toBe('5 pending');
    await page.getByText('QA-100.00').waitFor();
    await page.getByText('DEMO', { exact: true }).waitFor();

    // By customer and day: only this customer's four.
    const day = await today(page);
    await page.getByLabel('Customer (id, username or mobile)').fill(customer.username);
    await page.getByLabel('From', { exact: true }).fill(day);
    await page.getByLabel('To', { exact: true }).fill(day);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(new RegExp(`customer=${customer.username}&from=${day}&to=${day}$`));
    await page.getByTestId('list-total').filter({ hasText: '4 records' }).waitFor();
    await expect(page.getByText('DEMO', { exact: true }).count()).resolves.toBe(0);
    const customerLink = page.getByRole('row', { name: /QA-100\.00/ }).getByTestId('customer-link');
    await expect(customerLink.getAttribute('href')).resolves.toBe(`#/customers/${customer.id}`);

    // Three approved with one click, each row answered (in the order the list shows them: newest first).
    const [d100, d200, d300, d400] = deposits.map((d) => d.id);
    for (const id of [d100, d200, d300]) await page.getByLabel(`Select #${id}`).check();
    await page.getByRole('button', { name: 'Approve 3' }).click();
    const results = page.getByTestId('bulk-results');
    await expect(results.getByRole('status').textContent()).resolves.toBe('Approve 3: 3 done, 0 refused');
    await expect(results.getByRole('listitem').allTextContents()).resolves.toEqual([`#${d300} done`, `#${d200} done`, `#${d100} done`]);
    await page.getByTestId('list-total').filter({ hasText: '1 record' }).waitFor();
    await page.getByTestId('list-pending').filter({ hasText: '2 pending' }).waitFor();

    // The fourth rejected with one reason.
    await page.getByLabel(`Select #${d400}`).check();
    await page.getByRole('button', { name: 'Reject 1' }).click();
    const dialog = page.getByTestId('reason-dialog');
    await dialog.getByLabel('Reason (shown to the customer)').fill('No transfer with this reference arrived');
    await dialog.getByRole('button', { name: 'Reject 1' }).click();
    await expect(page.getByTestId('bulk-results').getByRole('status').textContent()).resolves.toBe('Reject 1: 1 done, 0 refused');

    // Every status: the four reviewed, the rejection's reason in its detail.
    await page.getByLabel('Status').selectOption('');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('list-total').filter({ hasText: '4 records' }).waitFor();
    await page.getByRole('button', { name: `Details of deposit #${d400}` }).click();
    const detail = page.getByRole('dialog', { name: `Deposit #${d400}` });
    await detail.getByText('No transfer with this reference arrived').waitFor();
    await detail.getByText(finance.username).waitFor();
    await artifactShot(page, 'admin-bank-deposit-detail', false);
    await page.keyboard.press('Escape');
    await expect(detail.count()).resolves.toBe(0);

    // The customer, found from the statement page: 600.00 arrived, three deposits on their statement.
    expect(await balanceOf(customer.id)).toBe('600.00');
    await menu.getByRole('link', { name: 'Customer statement' }).click();
    await page.getByLabel('Find a customer').fill(customer.username);
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await page.getByTestId('customer-match').click();
    await expect(page.getByTestId('customer-balance').textContent()).resolves.toBe('600.00');
    const statement = page.getByRole('table', { name: 'Statement' });
    await statement.waitFor();
    await expect(statement.getByRole('row').filter({ hasText: 'Deposit #' }).count()).resolves.toBe(3);
    // Newest first: the last one approved, and the balance it made.
    await expect(statement.getByRole('row').nth(1).textContent()).resolves.toContain('+100.00600.00');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('pays a withdrawal to the card shown in full only when asked, adjusts the balance with a reason and sees it on the statement', async () => {
    await post('/api/user/setpaypassword', { paypassword: '246810', repaypassword: '246810' }, customer.token);
    await post('/api/withdraw/cardupdate', { name: 'Ada Lovelace', bank_name: 'First Bank', card_no: CARD_NO, paypassword: '246810' }, customer.token);
    const withdrawal = await post<{ id: number }>('/api/withdraw/withdraw', { amount: '200.00', paypassword: '246810', request_id: crypto.randomUUID() }, customer.token);

    const { page, context, problems } = await openConsole(WIDE);
    await page.goto(consoleUrl(`/bank/withdrawals?customer=${customer.username}`));
    const row = page.getByRole('row', { name: new RegExp(`#${withdrawal.id}`) });
    await expect(row.textContent()).resolves.toContain('First Bank ************5678');
    await expect(row.textContent()).resolves.toContain('198.00');
    await expect(page.locator('main').textContent()).resolves.not.toContain(CARD_NO);
    await page.getByRole('button', { name: `Details of withdrawal #${withdrawal.id}` }).click();
    const detail = page.getByRole('dialog', { name: `Withdrawal #${withdrawal.id}` });
    await expect(detail.getByTestId('card-no').textContent()).resolves.toBe('************5678');
    await detail.getByRole('button', { name: 'Show the whole card number' }).click();
    // Read from the server when asked (and audited there): shown once it answers.
    await detail.getByTestId('card-no').filter({ hasText: CARD_NO }).waitFor();
    await expect(detail.getByTestId('card-no').textContent()).resolves.toBe(CARD_NO);
    await detail.getByRole('button', { name: 'Close' }).click();
    await page.getByLabel(`Select #${withdrawal.id}`).check();
    await page.getByRole('button', { name: 'Approve 1' }).click();
    await expect(page.getByTestId('bulk-results').getByRole('status').textContent()).resolves.toBe('Approve 1: 1 done, 0 refused');
    expect(await balanceOf(customer.id)).toBe('400.00');

    // An adjustment: checked, confirmed with the balance it leaves, sent once, the new balance shown.
    await page.goto(consoleUrl(`/bank/adjust?user=${customer.id}`));
    await expect(page.getByTestId('customer-balance').textContent()).resolves.toBe('400.00');
    await page.getByLabel('Amount (+ adds, - takes away)').fill('-50');
    await page.getByRole('button', { name: 'Review the adjustment' }).click();
    await page.getByText('Enter the reason').waitFor();
    await page.getByLabel('Reason', { exact: true }).fill('Deposit fee charged twice, refunded by mistake');
    await page.getByRole('button', { name: 'Review the adjustment' }).click();
    const confirm = page.getByTestId('confirm');
    await expect(confirm.getByTestId('adjust-after').textContent()).resolves.toBe('350.00');
    await confirm.getByRole('button', { name: 'Take away 50.00' }).click();
    await expect(page.getByTestId('adjust-done').textContent()).resolves.toBe(`Done: ${customer.username}'s Cash is now 350.00`);
    await page.getByTestId('customer-balance').filter({ hasText: '350.00' }).waitFor();
    expect(await balanceOf(customer.id)).toBe('350.00');

    // The statement says so, and the channels' page opens for finance too.
    await page.goto(consoleUrl(`/bank/statement?user=${customer.id}&kind=adjustment`));
    const statement = page.getByRole('table', { name: 'Statement' });
    await expect(statement.getByRole('row').nth(1).textContent()).resolves.toContain('-50.00');
    await expect(statement.getByRole('row').count()).resolves.toBe(2);
    await page.goto(consoleUrl('/bank/channels'));
    await page.getByRole('button', { name: 'Edit Bank transfer' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('channel-saved').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('works on a phone in Chinese: the menu in a drawer, the queue as cards, the filters behind their button', async () => {
    const { page, context, problems } = await openConsole(PHONE, 'zh-tw');
    await page.getByRole('button', { name: /選單/ }).click();
    await page.getByRole('dialog', { name: '後台選單' }).getByRole('link', { name: '充值審核' }).click();
    await page.getByRole('heading', { name: '充值審核', level: 1 }).waitFor();
    await expect(page.getByRole('table').count()).resolves.toBe(0);
    const card = page.getByRole('listitem').filter({ hasText: 'DEMO' });
    await card.getByText('待審核').waitFor();
    await expect(page.getByLabel('客戶（編號、帳號或手機）').isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: /^篩選/ }).click();
    await page.getByLabel('客戶（編號、帳號或手機）').fill('demo');
    await page.getByRole('button', { name: '套用' }).click();
    await page.getByTestId('list-total').filter({ hasText: '1' }).waitFor();
    await artifactShot(page, 'admin-bank-phone-zh-tw-deposits-filtered', true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('renders every bank page on a phone and wide, in both languages, light and dark, with no console error (screenshots with SCREENSHOTS=1)', async () => {
    const TITLES = {
      'en-us': ['Deposits', 'Withdrawals', 'Deposit channels', 'Adjust a balance', 'Customer statement'],
      'zh-tw': ['充值審核', '提現審核', '充值通道', '調整餘額', '客戶資金明細'],
    } as const;
    const PATHS = ['/bank/deposits?status=', '/bank/withdrawals?status=', '/bank/channels', `/bank/adjust?user=${customer.id}`, `/bank/statement?user=${customer.id}`];
    for (const [size, viewport] of [['phone', PHONE], ['wide', WIDE]] as const) {
      for (const lang of ['en-us', 'zh-tw'] as const) {
        for (const dark of [false, true]) {
          const { page, context, problems } = await openConsole(viewport, lang, dark);
          for (const [i, path] of PATHS.entries()) {
            await page.goto(consoleUrl(path));
            await page.getByRole('heading', { name: TITLES[lang][i], level: 1 }).waitFor();
            // Each page has settled: its list, or the customer's facts and their form.
            const ready = i === 3 ? page.getByTestId('adjust-form') : page.getByRole(size === 'wide' ? 'table' : 'list').first();
            await ready.waitFor();
            await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe(dark ? 'dark' : 'light');
            await artifactShot(page, `admin-bank-${size}-${lang}${dark ? '-dark' : ''}-${path.split(/[/?]/)[2]}`, true);
          }
          expect(problems).toEqual([]);
          await context.close();
        }
      }
    }
  });
});
