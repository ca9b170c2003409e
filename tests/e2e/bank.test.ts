import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { LedgerService } from 'server/src/modules/ledger/service';
import { OperatorService } from 'server/src/modules/operators/service';
import { go, openPage, PHONE, registerThroughUi, startShop, uniqueName, WIDE, type Shop } from '../src/shop';

let shop: Shop;
let operatorToken: string;
beforeAll(async () => {
  shop = await startShop();
  await new OperatorService(shop.db).setPassword('cli:test', 'qa-admin', 'operator123');
  operatorToken = (await post<{ token: string }>('/api/admin/login', { username: 'qa-admin', password: 'operator123' })).token;
});
afterAll(() => shop?.close());

/** A call to the API from outside the browser (Node's fetch), with a token in the header; the answer's data. */
async function post<T>(route: string, body: object, token?: string): Promise<T> {
  const answer = await fetch(`${shop.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await answer.json()) as { code?: number; status?: number; msg?: string; data: T };
  if (answer.status !== 200 || (json.code !== 1 && json.status !== 1)) throw new Error(`${route} ${JSON.stringify(body)} → ${answer.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** The customer's own call with the session the page holds, to see what the server answers it. */
async function asCustomer<T>(page: Page, route: string): Promise<T> {
  const stored = await page.evaluate(() => localStorage.getItem('snapmall:token'));
  const token = stored?.startsWith('"') ? (JSON.parse(stored) as string) : stored;
  expect(token).toBeTruthy();
  return post<T>(route, {}, token!);
}

/** An operator's call to the admin API, as a back-office tool would make it. */
const admin = <T>(route: string, body: object) => post<T>(route, body, operatorToken);

/** The operator finds the customer's item waiting for review (status 0) and reviews it. */
async function review(kind: 'deposit' | 'withdraw', username: string, action: { approve: true } | { reason: string }) {
  const { list } = await admin<{ list: { id: number; username: string; status: number }[] }>(`/api/admin/${kind}/list`, { page: 1, status: 0 });
  const mine = list.filter((item) => item.username === username);
  expect(mine).toHaveLength(1);
  const id = mine[0]!.id;
  const done = await admin<{ status: number }>(`/api/admin/${kind}/${'approve' in action ? 'approve' : 'reject'}`, 'approve' in action ? { id } : { id, reason: action.reason });
  expect(done.status).toBe('approve' in action ? 1 : 2);
  return id;
}

/**
 * Screenshots of the key steps into tests/artifacts/ (gitignored) with SCREENSHOTS=1, to look at the pages on both
 * screens and in both languages; taken once the page transition and other finite animations are over.
 */
const ARTIFACTS = path.join(__dirname, '..', 'artifacts');
async function shot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  await page.screenshot({ path: path.join(ARTIFACTS, `bank-${name}.png`) });
}

/** The texts a test reads, in one language. */
interface Words {
  lang: 'en-us' | 'zh-tw';
  me: string;
  bindMenu: string;
  needPayPassword: string;
  setPayPassword: string;
  newPayPassword: string;
  confirmPayPassword: string;
  submit: string;
  noCard: string;
  name: string;
  bankName: string;
  cardNo: string;
  payPassword: string;
  nameMismatch: string;
  bind: string;
  bound: string;
  cardEnding: string;
  depositMenu: string;
  channel: string;
  amount: string;
  reference: string;
  submitDeposit: string;
  depositDone: string;
  instructions: string;
  depositLogs: string;
  referenceShown: (r: string) => string;
  pending: string;
  success: string;
  rejected: string;
  withdrawMenu: string;
  rules: string;
  quote: [fee: string, receive: string];
  withdraw: string;
  withdrawDone: string;
  usedUp: string;
  usedToday: (n: number) => string;
  heldOnMe: (amount: string) => string;
  withdrawLogs: string;
  reason: (r: string) => string;
  rejectReason: string;
  capitalMenu: string;
  kind: string;
  kinds: { deposit: string; hold: string; refund: string };
  balanceAfter: (b: string) => string;
  count: (n: number) => string;
  chart: string;
  empty: string;
  csvHeader: string;
  csv: string;
  chartSummary: RegExp;
  clear: string;
}

const EN: Words = {
  lang: 'en-us',
  me: 'Me',
  bindMenu: 'Bank account binding',
  needPayPassword: 'Set a withdrawal password first: binding or changing a bank card needs it.',
  setPayPassword: 'Set withdrawal password',
  newPayPassword: 'New withdrawal password',
  confirmPayPassword: 'Confirm withdrawal password',
  submit: 'Submit',
  noCard: 'No bank card is bound yet.',
  name: 'English name',
  bankName: 'Bank name',
  cardNo: 'Card number',
  payPassword: 'Withdrawal password',
  nameMismatch: 'The name must match your registered real name',
  bind: 'Bind card',
  bound: 'Bank card bound',
  cardEnding: 'Card ending in 0123',
  depositMenu: 'Deposit',
  channel: 'Bank transfer',
  amount: 'Amount',
  reference: 'Reference (optional)',
  submitDeposit: 'Submit deposit',
  depositDone: 'Deposit submitted',
  instructions: 'Transfer to SnapMall Ltd, Bank of Taiwan, account 012-345-678901. Put your username in the transfer note.',
  depositLogs: 'Deposit records',
  referenceShown: (r) => `Reference: ${r}`,
  pending: 'Pending Review',
  success: 'Success',
  rejected: 'Rejected',
  withdrawMenu: 'Withdraw',
  rules: 'Withdrawal rules',
  quote: ['Fee (1.00%): 3.00', 'You receive 297.00'],
  withdraw: 'Withdraw',
  withdrawDone: 'Withdrawal requested',
  usedUp: "You have used today's withdrawal. Please try again tomorrow.",
  usedToday: (n) => `${n} of 1 used`,
  heldOnMe: (amount) => `${amount} held`,
  withdrawLogs: 'Withdrawal records',
  reason: (r) => `Reason: ${r}`,
  rejectReason: 'The name on the card does not match the bank account',
  capitalMenu: 'Capital management',
  kind: 'Type',
  kinds: { deposit: 'Deposit', hold: 'Withdrawal held', refund: 'Withdrawal returned' },
  balanceAfter: (b) => `Balance ${b}`,
  count: (n) => `${n} ${n === 1 ? 'entry' : 'entries'}`,
  chart: 'Balance over time',
  empty: 'No records yet',
  csv: 'Download CSV',
  csvHeader: '"Time","Type","Amount","Balance after","Reference","Note"',
  chartSummary: /^Balance chart of 3 entries: 1,000\.00 on .+, 1,000\.00 on .+$/,
  clear: 'Clear filters',
};

const ZH: Words = {
  lang: 'zh-tw',
  me: '我的',
  bindMenu: '綁定銀行帳戶',
  needPayPassword: '請先設定提現密碼：綁定或更換銀行卡時需要輸入。',
  setPayPassword: '設定提現密碼',
  newPayPassword: '新提現密碼',
  confirmPayPassword: '確認提現密碼',
  submit: '提交',
  noCard: '尚未綁定銀行卡。',
  name: '英文姓名',
  bankName: '銀行名稱',
  cardNo: '卡號',
  payPassword: '提現密碼',
  nameMismatch: '姓名須與註冊的真實姓名一致',
  bind: '綁定',
  bound: '銀行卡已綁定',
  cardEnding: '尾號 0123 的銀行卡',
  depositMenu: '充值',
  channel: '銀行轉帳',
  amount: '金額',
  reference: '備註編號（選填）',
  submitDeposit: '提交充值',
  depositDone: '充值已提交',
  instructions: '請轉帳至 SnapMall 有限公司，臺灣銀行，帳號 012-345-678901，並於附言填寫您的用戶名。',
  depositLogs: '充值記錄',
  referenceShown: (r) => `備註編號：${r}`,
  pending: '待審核',
  success: '成功',
  rejected: '已駁回',
  withdrawMenu: '提現',
  rules: '提現規則',
  quote: ['手續費（1.00%）：3.00', '實際到帳 297.00'],
  withdraw: '提現',
  withdrawDone: '提現申請已提交',
  usedUp: '今日 1 次提現已用完，請明天再試。',
  usedToday: (n) => `已用 ${n} / 1 次`,
  heldOnMe: (amount) => `凍結 ${amount}`,
  withdrawLogs: '提現記錄',
  reason: (r) => `原因：${r}`,
  rejectReason: '銀行帳戶名稱與卡片不符',
  capitalMenu: '資金管理',
  kind: '類型',
  kinds: { deposit: '充值', hold: '提現凍結', refund: '提現退回' },
  balanceAfter: (b) => `餘額 ${b}`,
  count: (n) => `共 ${n} 筆`,
  chart: '餘額走勢',
  empty: '暫無記錄',
  csv: '下載 CSV',
  csvHeader: '"時間","類型","金額","變動後餘額","關聯","說明"',
  chartSummary: /^3 筆記錄的餘額圖：.+ 為 1,000\.00，.+ 為 1,000\.00$/,
  clear: '清除篩選',
};

const CARD = '6222021234567890123';

/** "Me", where the money menu is, with the balance freshly asked of the server. */
async function openMe(page: Page, w: Words) {
  await go(page, shop, '/pages/my/info');
  await page.getByRole('heading', { name: w.me, exact: true }).waitFor();
  await page.getByTestId('me-balance').waitFor();
}

async function menu(page: Page, w: Words, item: string, route: RegExp) {
  await openMe(page, w);
  await page.getByRole('button', { name: item, exact: true }).click();
  await page.waitForURL(route);
}

/** A record list's one row: its status badge and text. */
const onlyRecord = (page: Page) => page.locator('li').filter({ has: page.getByTestId('status') });

/**
 * A newcomer's whole money journey in one language and on one screen: withdrawal password, card, deposit approved by
 * the operator, a withdrawal held and then rejected and refunded, every step visible in the records and the statement.
 */
async function journey(page: Page, w: Words, tag: string) {
  // Every answer of the API this page gets, to be sure none ever holds the whole card number.
  const answers: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/')) answers.push(r.text().catch(() => ''));
  });
  const username = uniqueName('bank');
  await registerThroughUi(page, shop, username);
  if (w.lang === 'zh-tw') {
    await page.getByRole('button', { name: '繁體中文', exact: true }).click();
  }
  await page.getByRole('heading', { name: w.me, exact: true }).waitFor();
  await expect(page.getByTestId('me-balance').textContent()).resolves.toBe('0.00');

  // 1. The card page leads to the withdrawal password first; once set, back to the card form.
  await page.getByRole('button', { name: w.bindMenu, exact: true }).click();
  await page.waitForURL(/#\/pages\/bank\/bind/);
  await page.getByText(w.needPayPassword).waitFor();
  await shot(page, `${tag}-1-bind-lead`);
  await page.getByRole('button', { name: w.setPayPassword, exact: true }).click();
  await page.waitForURL(/#\/pages\/my\/withdrawPsd/);
  await page.getByLabel(w.newPayPassword).fill('123456');
  await page.getByLabel(w.confirmPayPassword).fill('123456');
  await page.getByRole('button', { name: w.submit, exact: true }).click();
  await page.waitForURL(/#\/pages\/bank\/bind/);
  await page.getByText(w.noCard).waitFor();

  await page.getByLabel(w.name).fill('Grace Hopper');
  await page.getByLabel(w.bankName).fill('Bank of Taiwan');
  await page.getByLabel(w.cardNo).fill(CARD);
  await page.getByLabel(w.payPassword).fill('123456');
  await page.getByRole('button', { name: w.bind, exact: true }).click();
  await page.getByText(w.nameMismatch).waitFor();
  await shot(page, `${tag}-1b-bind-name-mismatch`);
  await page.getByLabel(w.name).fill('ADA  LOVELACE');
  await page.getByRole('button', { name: w.bind, exact: true }).click();
  await page.getByTestId('toast').filter({ hasText: w.bound }).waitFor();
  await page.waitForURL(/#\/pages\/my\/info/);

  await menu(page, w, w.bindMenu, /#\/pages\/bank\/bind/);
  // Masked but for the last 4 digits, on the page and in the server's answer alike.
  await expect(page.getByTestId('masked-card').textContent()).resolves.toMatch(/^[•\s]+ 0123$/);
  await expect(page.getByText(w.cardEnding).count()).resolves.toBe(1);
  await expect(page.locator('body').textContent()).resolves.not.toContain(CARD.slice(0, 6));
  const card = await asCustomer<{ card_no: string; last4: string; name: string } | null>(page, '/api/withdraw/bankcard');
  expect(card).toMatchObject({ last4: '0123', bank_name: 'Bank of Taiwan' });
  expect(card!.card_no).toMatch(/^\D+0123$/);
  await shot(page, `${tag}-2-bind-masked`);

  // 2. A deposit through the first channel: Pending Review, with where to transfer the money.
  await menu(page, w, w.depositMenu, /#\/pages\/bank\/deposit$/);
  await page.getByRole('radio', { name: new RegExp(w.channel) }).check();
  await page.getByLabel(w.amount).fill('1000');
  await page.getByLabel(w.reference).fill(`TX-${tag}`);
  await shot(page, `${tag}-3-deposit-form`);
  await page.getByRole('button', { name: w.submitDeposit, exact: true }).click();
  await page.getByRole('heading', { name: w.depositDone }).waitFor();
  await expect(page.getByTestId('status').textContent()).resolves.toBe(w.pending);
  await expect(page.getByTestId('deposit-amount').textContent()).resolves.toBe('1,000.00');
  await expect(page.getByTestId('instructions').textContent()).resolves.toBe(w.instructions);
  await shot(page, `${tag}-4-deposit-done`);
  await page.getByRole('button', { name: w.depositLogs, exact: true }).click();
  await page.waitForURL(/#\/pages\/bank\/deposit_logs/);
  await onlyRecord(page).filter({ hasText: w.referenceShown(`TX-${tag}`) }).waitFor();
  await expect(onlyRecord(page).getByTestId('status').allTextContents()).resolves.toEqual([w.pending]);
  await expect(onlyRecord(page).textContent()).resolves.toContain(w.channel);

  // 3. The operator approves it.
  const depositId = await review('deposit', username, { approve: true });

  // 4. The balance, the statement and the records show it.
  await openMe(page, w);
  await page.getByTestId('me-balance').filter({ hasText: '1,000.00' }).waitFor();
  await menu(page, w, w.depositLogs, /#\/pages\/bank\/deposit_logs/);
  await onlyRecord(page).getByTestId('status').filter({ hasText: w.success }).waitFor();
  await shot(page, `${tag}-5-deposit-logs-success`);
  await menu(page, w, w.capitalMenu, /#\/pages\/bank\/capital/);
  await page.getByText(w.count(1), { exact: true }).waitFor();
  const firstEntry = page.locator('li').filter({ has: page.getByTestId('entry-amount') });
  await expect(firstEntry.textContent()).resolves.toContain(w.kinds.deposit);
  await expect(firstEntry.getByTestId('entry-amount').textContent()).resolves.toBe('+1,000.00');
  await expect(firstEntry.textContent()).resolves.toContain(w.balanceAfter('1,000.00'));
  await expect(firstEntry.textContent()).resolves.toContain(`#${depositId}`);

  // 5. A withdrawal: the rules first, then what the card receives; the amount is held.
  await menu(page, w, w.withdrawMenu, /#\/pages\/bank\/withdraw$/);
  await page.getByRole('heading', { name: w.rules }).waitFor();
  await expect(page.getByTestId('rules-balance').textContent()).resolves.toBe('1,000.00');
  await expect(page.getByTestId('rules-range').textContent()).resolves.toBe('100.00 – 5,000.00');
  await expect(page.getByTestId('rules-day').textContent()).resolves.toBe(w.usedToday(0));
  await expect(page.getByTestId('rules-fee').textContent()).resolves.toBe('1.00%');
  await expect(page.getByTestId('withdraw-card').textContent()).resolves.toContain('Bank of Taiwan •••• 0123');
  await page.getByLabel(w.amount).fill('300');
  await page.getByTestId('quote').filter({ hasText: w.quote[1] }).waitFor();
  await expect(page.getByTestId('quote').textContent()).resolves.toBe(w.quote.join(''));
  await page.getByLabel(w.payPassword).fill('123456');
  await shot(page, `${tag}-6-withdraw-form`);
  await page.getByRole('button', { name: w.withdraw, exact: true }).click();
  await page.getByRole('heading', { name: w.withdrawDone }).waitFor();
  await expect(page.getByTestId('status').textContent()).resolves.toBe(w.pending);
  await expect(page.getByTestId('done-amount').textContent()).resolves.toBe('300.00');
  await expect(page.getByTestId('done-fee').textContent()).resolves.toBe('3.00');
  await expect(page.getByTestId('done-receive').textContent()).resolves.toBe('297.00');
  await shot(page, `${tag}-7-withdraw-done`);

  await openMe(page, w);
  await page.getByTestId('me-balance').filter({ hasText: '700.00' }).waitFor();
  await expect(page.getByTestId('me-held').textContent()).resolves.toBe(w.heldOnMe('300.00'));
  await shot(page, `${tag}-8-me-held`);
  await menu(page, w, w.withdrawMenu, /#\/pages\/bank\/withdraw$/);
  await page.getByTestId('rules-held').filter({ hasText: '300.00' }).waitFor();
  await expect(page.getByTestId('rules-balance').textContent()).resolves.toBe('700.00');
  await expect(page.getByTestId('rules-day').textContent()).resolves.toBe(w.usedToday(1));
  await expect(page.getByText(w.usedUp).isVisible()).resolves.toBe(true);
  await shot(page, `${tag}-8b-withdraw-used-up`);
  await menu(page, w, w.withdrawLogs, /#\/pages\/bank\/withdraw_logs/);
  await onlyRecord(page).getByTestId('status').filter({ hasText: w.pending }).waitFor();

  // 6. The operator rejects it: returned in full, with the reason.
  await review('withdraw', username, { reason: w.rejectReason });
  await openMe(page, w);
  await page.getByTestId('me-balance').filter({ hasText: '1,000.00' }).waitFor();
  await expect(page.getByTestId('me-held').count()).resolves.toBe(0);
  await menu(page, w, w.withdrawLogs, /#\/pages\/bank\/withdraw_logs/);
  await onlyRecord(page).getByTestId('status').filter({ hasText: w.rejected }).waitFor();
  await expect(onlyRecord(page).textContent()).resolves.toContain(w.reason(w.rejectReason));
  await shot(page, `${tag}-9-withdraw-logs-rejected`);

  await menu(page, w, w.capitalMenu, /#\/pages\/bank\/capital/);
  await page.getByText(w.count(3), { exact: true }).waitFor();
  const entries = page.locator('li').filter({ has: page.getByTestId('entry-amount') });
  // Newest first: the refund, the hold, the deposit.
  await expect(entries.getByTestId('entry-amount').allTextContents()).resolves.toEqual(['+300.00', '-300.00', '+1,000.00']);
  const texts = await entries.allTextContents();
  expect(texts[0]).toContain(w.kinds.refund);
  expect(texts[0]).toContain(w.balanceAfter('1,000.00'));
  expect(texts[1]).toContain(w.kinds.hold);
  expect(texts[1]).toContain(w.balanceAfter('700.00'));
  expect(texts[2]).toContain(w.kinds.deposit);
  await page.getByRole('heading', { name: w.chart }).waitFor();
  await page.getByRole('img', { name: w.chartSummary }).waitFor();
  await shot(page, `${tag}-10-capital`);
  await page.getByLabel(w.kind, { exact: true }).selectOption({ label: w.kinds.refund });
  await page.getByText(w.count(1), { exact: true }).waitFor();
  await expect(entries.getByTestId('entry-amount').allTextContents()).resolves.toEqual(['+300.00']);
  await page.getByRole('button', { name: w.clear, exact: true }).click();
  await page.getByText(w.count(3), { exact: true }).waitFor();
  // The CSV of the filtered rows (all of them now), with the headers in the page's language.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: w.csv, exact: true }).click()]);
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  expect(csv[0]).toBe(w.csvHeader);
  expect(csv.slice(1).map((line) => line.split(',')[2]!.replace(/"/g, ''))).toEqual(['300.00', '-300.00', '1000.00']);

  expect((await Promise.all(answers)).filter((body) => body.includes(CARD))).toEqual([]);
  // Under the pages, the ledger still adds up.
  const ledger = await new LedgerService(shop.db).verify();
  expect(ledger.problems).toEqual([]);
  expect(ledger.ok).toBe(true);
  return username;
}

/** The record, rules and statement pages at the other screen size, with their status labels. */
async function otherScreen(page: Page, w: Words, tag: string) {
  await menu(page, w, w.depositLogs, /#\/pages\/bank\/deposit_logs/);
  await onlyRecord(page).getByTestId('status').filter({ hasText: w.success }).waitFor();
  await shot(page, `${tag}-deposit-logs`);
  await menu(page, w, w.withdrawLogs, /#\/pages\/bank\/withdraw_logs/);
  await onlyRecord(page).getByTestId('status').filter({ hasText: w.rejected }).waitFor();
  await shot(page, `${tag}-withdraw-logs`);
  // The status filter: nothing is pending any more; the rejected one is under Rejected.
  await page.getByRole('button', { name: w.pending, exact: true }).click();
  await page.getByText(w.empty, { exact: true }).waitFor();
  await page.getByRole('button', { name: w.rejected, exact: true }).click();
  await onlyRecord(page).getByTestId('status').filter({ hasText: w.rejected }).waitFor();
  await expect(page.getByRole('button', { name: w.rejected, exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');
  await menu(page, w, w.withdrawMenu, /#\/pages\/bank\/withdraw$/);
  await page.getByRole('heading', { name: w.rules }).waitFor();
  await page.getByTestId('rules-balance').filter({ hasText: '1,000.00' }).waitFor();
  await expect(page.getByTestId('rules-held').count()).resolves.toBe(0);
  // A rejected withdrawal does not count against the day's withdrawals.
  await expect(page.getByTestId('rules-day').textContent()).resolves.toBe(w.usedToday(0));
  await expect(page.getByText(w.usedUp).count()).resolves.toBe(0);
  await expect(page.getByLabel(w.amount).isEnabled()).resolves.toBe(true);
  await shot(page, `${tag}-withdraw`);
  await menu(page, w, w.capitalMenu, /#\/pages\/bank\/capital/);
  await page.getByText(w.count(3), { exact: true }).waitFor();
  await page.getByRole('heading', { name: w.chart }).waitFor();
  await shot(page, `${tag}-capital`);
  await menu(page, w, w.bindMenu, /#\/pages\/bank\/bind/);
  await page.getByTestId('masked-card').waitFor();
  await shot(page, `${tag}-bind`);
}

/**
 * The same customer in a browser reporting the machine's own language tag (no locale: "en-US@posix" under
 * LANG=C.UTF-8, a tag Intl refuses, which the Chromium of the other tests reports): the statement still works.
 */
async function statementWithPosixTag(username: string) {
  const { page, context, problems } = await openPage(shop, PHONE);
  await go(page, shop, '/pages/login/index');
  await page.getByLabel('Account').fill(username);
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/#\/pages\/my\/info/);
  await menu(page, EN, EN.capitalMenu, /#\/pages\/bank\/capital/);
  await page.getByText(EN.count(3), { exact: true }).waitFor();
  await expect(page.getByTestId('entry-amount').allTextContents()).resolves.toEqual(['+300.00', '-300.00', '+1,000.00']);
  await shot(page, 'posix-capital');
  expect(problems).toEqual([]);
  await context.close();
}

describe('money, end to end: card, deposit approved, withdrawal held then rejected and refunded', () => {
  it('in English on a phone, then the pages on a wide screen and in a browser with a "posix" language tag', async () => {
    const { page, context, problems } = await openPage(shop, PHONE, 'en-US');
    const username = await journey(page, EN, 'en-phone');
    await page.setViewportSize(WIDE);
    await otherScreen(page, EN, 'en-wide');
    await expect(page.locator('aside').count()).resolves.toBe(2);
    expect(problems).toEqual([]);
    await context.close();
    await statementWithPosixTag(username);
  }, 120_000);

  it('in Chinese (zh-tw) on a wide screen, then the pages on a phone', async () => {
    const { page, context, problems } = await openPage(shop, WIDE, 'zh-TW');
    await journey(page, ZH, 'zh-wide');
    await page.setViewportSize(PHONE);
    await otherScreen(page, ZH, 'zh-phone');
    await expect(page.locator('aside').count()).resolves.toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
