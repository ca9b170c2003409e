import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { LedgerService } from 'server/src/modules/ledger/service';
import { go, openPage, PHONE, registerThroughUi, uniqueName } from '../shop';
import { asCustomer, bank, menu, onlyRecord, openMe, review, shot } from './helpers';
import { CARD, EN, type Words } from './words';

/**
 * A newcomer's whole money journey in one language and on one screen: withdrawal password, card, deposit approved by
 * the operator, a withdrawal held and then rejected and refunded, every step visible in the records and the statement.
 */
export async function journey(page: Page, w: Words, tag: string) {
  // Every answer of the API this page gets, to be sure none ever holds the whole card number.
  const answers: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/')) answers.push(r.text().catch(() => ''));
  });
  const username = uniqueName('bank');
  await registerThroughUi(page, bank.shop, username);
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
  const ledger = await new LedgerService(bank.shop.db).verify();
  expect(ledger.problems).toEqual([]);
  expect(ledger.ok).toBe(true);
  return username;
}

/** The record, rules and statement pages at the other screen size, with their status labels. */
export async function otherScreen(page: Page, w: Words, tag: string) {
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
export async function statementWithPosixTag(username: string) {
  const { page, context, problems } = await openPage(bank.shop, PHONE);
  await go(page, bank.shop, '/pages/login/index');
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
