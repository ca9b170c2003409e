import type { Page } from 'playwright-core';
import type { AdminUserDetail, Deposit } from '@snapmall/shared/contract';
import { OperatorService } from 'server/src/modules/operators/service';
import { operatorLogin } from '../src/operator-login';
import { apiPost, artifactShot } from '../src/api';
import { approvedBySecond } from '../src/approvals';
import { openPage, PHONE, startShop, uniqueName, type Shop } from '../src/shop';

/**
 * The bank's pages of the operator console (issue 19, mf-bank's './admin'): a finance operator filters the deposit
 * queue by customer and day, approves three with one click and rejects one with a reason, pays a withdrawal, adjusts
 * the balance and reads the customer's statement, on a phone and wide, in both languages, light and dark.
 */
let shop: Shop;
let finance: { username: string; password: string; token: string };
/** A second finance operator: approves what the first requests (issue 26). */
let finance2: { username: string; password: string; token: string };
let ownerToken: string;
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
  ownerToken = (await operatorLogin(shop.url, owner)).token;
  // Finance alone: the role these pages need (an owner would see them too); the grant approved by a second owner.
  const financeOperator = async (username: string) => {
    const made = await approvedBySecond<{ username: string; password: string }>(shop, '/api/admin/operator/save', { username, roles: ['finance'] }, ownerToken);
    const login = { username: made.username, password: made.password };
    return { ...login, token: (await operatorLogin(shop.url, login)).token };
  };
  finance = await financeOperator('qa-bank-finance');
  finance2 = await financeOperator('qa-bank-finance2');

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
async function openConsole(viewport: { width: number; height: number }, lang: 'en-us' | 'zh-tw' = 'en-us', dark = false, who = finance) {
  const opened = await openPage(shop, viewport, lang === 'en-us' ? 'en-US' : 'zh-TW');
  await opened.page.goto(consoleUrl('/'));
  await opened.page.evaluate(
    ([session, l, d]) => {
      localStorage.setItem('snapmall:admin-session', session);
      localStorage.setItem('snapmall:lang', JSON.stringify(l));
      localStorage.setItem('snapmall:dark', JSON.stringify(d));
    },
    [JSON.stringify({ token: who.token, username: who.username, roles: ['finance'] }), lang, dark] as const,
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
  it('a finance operator filters the deposits by customer and day, approves three after a dialog says what is credited, rejects one, and the balance moves', async () => {
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

    // Three approved after the dialog names each and the total (all within the threshold), each row answered (in the
    // order the list shows them: newest first).
    const [d100, d200, d300, d400] = deposits.map((d) => d.id);
    for (const id of [d100, d200, d300]) await page.getByLabel(`Select #${id}`).check();
    await page.getByRole('button', { name: 'Approve 3' }).click();
    const asked = page.getByRole('dialog', { name: 'Credit these deposits?' });
    await expect(asked.getByTestId('approve-row').count()).resolves.toBe(3);
    await expect(asked.getByTestId('approve-totals').textContent()).resolves.toBe('Total600.00');
    await expect(asked.getByTestId('approve-second').count()).resolves.toBe(0);
    await asked.getByRole('button', { name: 'Approve 3 deposits' }).click();
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
    // Approve asks first (issue 26): under the threshold, it is paid at once when confirmed.
    await page.getByRole('button', { name: 'Approve 1' }).click();
    const asked = page.getByRole('dialog', { name: 'Pay these withdrawals?' });
    await expect(asked.getByTestId('approve-row').textContent()).resolves.toBe(`#${withdrawal.id} · ${customer.username}200.00, fee 2.00, paid out 198.00`);
    await expect(asked.getByTestId('approve-second').count()).resolves.toBe(0);
    await asked.getByRole('button', { name: 'Approve 1 withdrawal' }).click();
    await expect(page.getByTestId('bulk-results').getByRole('status').textContent()).resolves.toBe('Approve 1: 1 done, 0 refused');
    expect(await balanceOf(customer.id)).toBe('400.00');

    // An adjustment: checked, confirmed with the balance it would leave, requested once; nothing moves yet.
    await page.goto(consoleUrl(`/bank/adjust?user=${customer.id}`));
    await expect(page.getByTestId('customer-balance').textContent()).resolves.toBe('400.00');
    await page.getByLabel('Amount (+ adds, - takes away)').fill('-50');
    await page.getByRole('button', { name: 'Review the request' }).click();
    await page.getByText('Enter the reason').waitFor();
    await page.getByLabel('Reason', { exact: true }).fill('Deposit fee charged twice, refunded by mistake');
    await page.getByRole('button', { name: 'Review the request' }).click();
    const confirm = page.getByTestId('confirm');
    await expect(confirm.getByTestId('adjust-after').textContent()).resolves.toBe('350.00');
    await confirm.getByRole('button', { name: 'Request: take away 50.00' }).click();
    await expect(page.getByTestId('adjust-done').textContent()).resolves.toMatch(
      new RegExp(`^Requested #\\d+: take 50\\.00 Cash away from ${customer.username} \\(after: 350\\.00\\)\\. A second finance operator must approve it`),
    );
    expect(await balanceOf(customer.id)).toBe('400.00');
    // The one who asked cannot approve it: on their Requests page it is theirs, with no Approve.
    await page.goto(consoleUrl('/requests'));
    const own = page.getByTestId('request').filter({ hasText: 'Take 50.00 cash from' });
    await own.getByText('Your request: a second operator must approve it.').waitFor();
    await expect(own.getByRole('button', { name: 'Approve' }).count()).resolves.toBe(0);

    // A second finance operator sees it in the header's count, reads what moves, approves after a confirmation.
    const second = await openConsole(WIDE, 'en-us', false, finance2);
    await second.page.getByRole('link', { name: 'Requests 1 waiting for you' }).click();
    const card = second.page.getByTestId('request').filter({ hasText: 'Take 50.00 cash from' });
    await expect(card.getByTestId('request-moves').textContent()).resolves.toBe(`Take 50.00 cash from ${customer.username}: now 400.00, after 350.00`);
    await card.getByRole('button', { name: 'Approve' }).click();
    const approval = second.page.getByRole('dialog', { name: 'Approve this request?' });
    await approval.getByText(`Asked by ${finance.username}; you (${finance2.username}) are the second person. This happens at once.`).waitFor();
    await artifactShot(second.page, 'admin-bank-request-approve-wide', false);
    await approval.getByRole('button', { name: 'Approve and carry out' }).click();
    await expect(card.getByTestId('request-outcome').textContent()).resolves.toBe(`Approved and done: Take 50.00 cash from ${customer.username}: now 400.00, after 350.00`);
    expect(await balanceOf(customer.id)).toBe('350.00');
    await second.page.getByRole('link', { name: 'Requests, none waiting for you' }).waitFor();
    expect(second.problems).toEqual([]);
    await second.context.close();

    // The statement says so, and the channels' page opens for finance too.
    await page.goto(consoleUrl(`/bank/statement?user=${customer.id}&kind=adjustment`));
    const statement = page.getByRole('table', { name: 'Statement' });
    await expect(statement.getByRole('row').nth(1).textContent()).resolves.toContain('-50.00');
    await expect(statement.getByRole('row').count()).resolves.toBe(2);
    await page.goto(consoleUrl('/bank/channels'));
    await page.getByRole('button', { name: 'Edit Bank transfer' }).click();
    // A change, requested of a second finance operator (issue 26: a save that changes nothing is refused).
    await page.getByLabel('Order (smaller first)').fill('5');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('channel-saved').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('bulk approval shows the count, each customer and amount, the totals and fees and which rows need a second approval, and asks first', async () => {
    // The owner lowers the threshold to 300.00: at once (lowering needs no second person).
    await post('/api/admin/approval/settings/save', { withdraw_threshold: '300' }, ownerToken);
    const held = async (token: string) => (await post<{ held_money: string }>('/api/user/retval', {}, token)).held_money;
    const people: Array<{ username: string; token: string; w: { id: number; fee: string; receive: string }; amount: string }> = [];
    for (const [i, amount] of ['150.00', '450.00'].entries()) {
      const username = uniqueName(`bulkqa${i}`);
      const registered = await post<{ userinfo: { id: number; token: string } }>('/api/user/register', {
        username,
        password: 'secret123',
        repassword: 'secret123',
        realname: 'Ada Lovelace',
        mobile: '0911222555',
      });
      const token = registered.userinfo.token;
      await approvedBySecond(shop, '/api/admin/user/adjust', { user_id: registered.userinfo.id, asset: 'cash', amount: '1000.00', reason: 'e2e funds', request_id: crypto.randomUUID() }, finance.token);
      await post('/api/user/setpaypassword', { paypassword: '246810', repaypassword: '246810' }, token);
      await post('/api/withdraw/cardupdate', { name: 'Ada Lovelace', bank_name: 'First Bank', card_no: CARD_NO, paypassword: '246810' }, token);
      const w = await post<{ id: number; fee: string; receive: string }>('/api/withdraw/withdraw', { amount, paypassword: '246810', request_id: crypto.randomUUID() }, token);
      people.push({ username, token, w, amount });
    }
    const [small, large] = people as [(typeof people)[0], (typeof people)[0]];
    const sum = (pick: (p: (typeof people)[0]) => string) => people.reduce((total, p) => total + Math.round(Number(pick(p)) * 100), 0) / 100;

    const { page, context, problems } = await openConsole(WIDE);
    await page.goto(consoleUrl('/bank/withdrawals'));
    for (const p of people) await page.getByLabel(`Select #${p.w.id}`).check();
    await page.getByRole('button', { name: 'Approve 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay these withdrawals?' });
    await dialog.getByText('2 withdrawals selected:').waitFor();
    const rows = await dialog.getByTestId('approve-row').allTextContents();
    expect(rows.sort()).toEqual(
      [
        `#${small.w.id} · ${small.username}150.00, fee ${small.w.fee}, paid out ${small.w.receive}`,
        `#${large.w.id} · ${large.username}450.00, fee ${large.w.fee}, paid out ${large.w.receive}Above the threshold: only requested, a second finance operator must approve`,
      ].sort(),
    );
    await expect(dialog.getByTestId('approve-totals').textContent()).resolves.toBe(`Total600.00Fees${sum((p) => p.w.fee).toFixed(2)}Paid out${sum((p) => p.w.receive).toFixed(2)}`);
    await expect(dialog.getByTestId('approve-split').textContent()).resolves.toBe(
      "Paid now: 1 (150.00). Requested of a second operator (above 300.00): 1 (450.00). A customer's payouts of the last 24 hours count too: the answer says what was paid.",
    );
    await artifactShot(page, 'admin-bank-approve-dialog-wide', false);
    // Cancelled (Escape): nothing moved.
    await page.keyboard.press('Escape');
    await expect(dialog.count()).resolves.toBe(0);
    expect([await held(small.token), await held(large.token)]).toEqual(['150.00', '450.00']);

    // Confirmed: the small one paid, the large one requested, each row said.
    await page.getByRole('button', { name: 'Approve 2' }).click();
    await dialog.getByRole('button', { name: 'Approve 2 withdrawals' }).click();
    const results = page.getByTestId('bulk-results');
    await expect(results.getByRole('status').textContent()).resolves.toBe('Approve 2: 1 done, 0 refused 1 requested: a second operator must approve on the Requests page');
    await results.getByText(`#${small.w.id} done`).waitFor();
    await results.getByText(new RegExp(`^#${large.w.id} requested \\(request #\\d+\\): a second operator must approve it$`)).waitFor();
    expect([await held(small.token), await held(large.token)]).toEqual(['0.00', '450.00']);
    expect(problems).toEqual([]);
    await context.close();

    // The second finance operator, on a phone in Chinese, pays it from the Requests page; the page fits 390 px.
    const second = await openConsole(PHONE, 'zh-tw', false, finance2);
    await second.page.goto(consoleUrl('/requests'));
    const card = second.page.getByTestId('request').filter({ hasText: `的提現 #${large.w.id}` });
    await expect(card.getByTestId('request-moves').textContent()).resolves.toBe(`支付 ${large.username} 的提現 #${large.w.id}：450.00，手續費 ${large.w.fee}，實際支付 ${large.w.receive}`);
    await expect(second.page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
    await artifactShot(second.page, 'admin-bank-requests-phone-zh-tw', true);
    await card.getByRole('button', { name: '核准' }).click();
    await second.page.getByRole('dialog', { name: '核准此申請？' }).getByRole('button', { name: '核准並執行' }).click();
    await expect(card.getByTestId('request-outcome').textContent()).resolves.toMatch(/^已核准並執行：/);
    expect(await held(large.token)).toBe('0.00');
    expect(second.problems).toEqual([]);
    await second.context.close();
    // Back to the default: raising the threshold is itself approved by a second owner.
    await approvedBySecond(shop, '/api/admin/approval/settings/save', { withdraw_threshold: '10000' }, ownerToken);
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
