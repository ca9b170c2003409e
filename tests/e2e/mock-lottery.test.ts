import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { remoteAlone } from '../src/mock/remote-alone';
import { PHONE, ROOT, WIDE } from '../src/shop';

/**
 * The lottery's shop pages alone, as QA runs them: the mock build's static files on a bare static host, Mock
 * Service Worker answering every /api call in the browser. No API server, no database (the jest set-up starts one
 * for the other browser tests; nothing here talks to it).
 */
const catalog = (lang: string) => JSON.parse(readFileSync(path.join(ROOT, 'mf-lottery', 'messages', `${lang}.json`), 'utf8')) as Record<string, string>;
const EN = catalog('en-us');
const ZH = catalog('zh-tw');

const site = remoteAlone('mf-lottery');
const open = site.open;

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/**
 * Waits until the open period has time enough for a bet (the mock runs on the real clock: each minute's last 5 s
 * take no bets, and the draw follows).
 */
async function bettingOpen(page: Page, openText: string) {
  for (let i = 0; i < 30; i++) {
    const [phase, countdown] = await page.evaluate(() => [
      document.querySelector('[data-testid="phase"]')?.textContent ?? '',
      document.querySelector('[data-testid="countdown"]')?.textContent ?? '',
    ]);
    const seconds = countdown.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
    // 20 s: time for the form, its confirmation and the answer even on a busy machine, before betting closes.
    if (phase === openText && seconds >= 20) return;
    await page.waitForTimeout(1_000);
  }
  throw new Error('betting never opened');
}

/**
 * Bets `amount` points on Big, through the form and its confirmation, in English; answers the points shown just
 * before the bet. They are read once betting is open: the demo's bet on the period open at its seed may have been
 * drawn and paid while the test waited, and the page refetches the points at each draw.
 */
async function betOnBig(page: Page, amount: number) {
  await page.getByTestId('phase').waitFor();
  await bettingOpen(page, EN['lottery.phase.open']!);
  const before = digits(await page.getByTestId('points').textContent());
  await page.getByLabel(EN['lottery.amount.label']!).fill(String(amount));
  await page.getByRole('button', { name: EN['lottery.bet.button'], exact: true }).click();
  await page.getByRole('button', { name: `Bet ${amount} points`, exact: true }).click();
  return before;
}

it('en-us on a phone: a bet lowers the points and waits in my bets, still after a reload', async () => {
  const { page, problems, close } = await open('#/pages/lottery/lottery');
  await page.getByText('Signed in as demo').waitFor();
  const before = await betOnBig(page, 100);
  await page.getByTestId('placed').waitFor();
  await page.getByTestId('points').filter({ hasText: (before - 100).toLocaleString('en-US') }).waitFor();
  await page.getByTestId('pending').getByText('100 points').first().waitFor();
  await page.goto(`${site.url}/#/pages/lottery/buyLog`);
  const first = page.getByTestId('bet-row').first();
  await first.filter({ hasText: '100 points' }).filter({ hasText: EN['lottery.status.pending']! }).waitFor();
  await page.reload();
  await page.getByTestId('bet-row').first().filter({ hasText: '100 points' }).waitFor();
  expect(problems).toEqual([]);
  await close();
});

it('betting-closed: the bet is refused in the server words, the points stay, the period then shows closed', async () => {
  const { page, problems, close } = await open('?scenario=betting-closed#/pages/lottery/lottery');
  const before = await betOnBig(page, 100);
  await page.getByText('Betting on this period has closed; bet on the next one').first().waitFor();
  await page.getByTestId('phase').filter({ hasText: EN['lottery.phase.closed'] }).waitFor();
  await page.getByTestId('blocks').getByText(EN['lottery.block.closed']!).waitFor();
  expect(digits(await page.getByTestId('points').textContent())).toBe(before);
  await expect(page.getByTestId('mock-scenario').inputValue()).resolves.toBe('betting-closed');
  expect(problems).toEqual([]);
  await close();
});

it('zh-tw on a wide screen: the switch puts the lottery in a draw just settled, the bet won and its draw verifies', async () => {
  const { page, problems, close } = await open('#/pages/lottery/buyLog', WIDE);
  await page.getByRole('button', { name: '繁體中文', exact: true }).click();
  await page.getByTestId('mock-scenario').selectOption('draw-settled');
  await page.waitForURL(/\?scenario=draw-settled#\/pages\/lottery\/buyLog/);
  const won = page.getByTestId('bet-row').first();
  await won.filter({ hasText: '500 積分' }).filter({ hasText: ZH['lottery.status.won']! }).waitFor();
  const payout = digits(await won.getByTestId('bet-payout').textContent());
  expect(payout).toBeGreaterThan(500);
  await won.getByRole('button', { name: ZH['lottery.verify.draw'], exact: true }).click();
  await page.getByTestId('verdict').filter({ hasText: '驗證通過' }).waitFor();
  await page.goto(`${site.url}/?scenario=draw-settled#/pages/lottery/lottery`);
  await page.getByTestId('points').waitFor();
  await page.getByTestId('phase').filter({ hasText: /距離/ }).waitFor();
  expect(problems).toEqual([]);
  await close();
});

it('empty: no bets yet; expired: the first call is a 401, the page goes home and asks to sign in', async () => {
  const empty = await open('?scenario=empty#/pages/lottery/buyLog');
  await empty.page.getByText(EN['lottery.buyLog.empty']!).waitFor();
  expect(empty.problems).toEqual([]);
  await empty.close();

  const expired = await open('?scenario=expired#/pages/lottery/buyLog', PHONE, [401]);
  await expired.page.getByText('Please log in first').waitFor();
  await expired.page.getByRole('button', { name: 'Sign in' }).waitFor();
  expect(expired.problems).toEqual([]);
  await expired.close();
});
