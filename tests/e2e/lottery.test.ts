import type { Page } from 'playwright-core';
import { wins } from '@snapmall/shared/lottery';
import { LedgerService } from 'server/src/modules/ledger/service';
import { OperatorService } from 'server/src/modules/operators/service';
import { operatorLogin } from '../src/operator-login';
import { apiPost, artifactShot, pageToken } from '../src/api';
import { go, openPage, PHONE, registerThroughUi, startShop, uniqueName, WIDE, type Shop } from '../src/shop';
import { approvedBySecond } from '../src/approvals';

/** A quick game for the test: a period every 10 s, betting closing 3 s before the draw. */
const PERIOD_SECONDS = 10;
const PAYOUTS = [
  { code: 'big', payout: 195 },
  { code: 'small', payout: 195 },
  { code: 'odd', payout: 195 },
  { code: 'even', payout: 195 },
  { code: 'triple_any', payout: 3000 },
];

let shop: Shop;
let operatorToken: string;
let gameId: number;
beforeAll(async () => {
  shop = await startShop();
  await new OperatorService(shop.db).setPassword('cli:test', 'qa-lottery', 'operator123');
  operatorToken = (await operatorLogin(shop.url, { username: 'qa-lottery', password: 'operator123' })).token;
  gameId = (
    await admin<{ id: number }>('/api/admin/lottery/game/save', {
      name_en: 'Quick dice', name_zh: '快速骰子', period_seconds: PERIOD_SECONDS, close_seconds: 3, min_stake: 10, max_stake: 1000, payouts: PAYOUTS, enabled: 1,
    })
  ).id;
});
afterAll(() => shop?.close());

const post = <T>(route: string, body: object, token?: string) => apiPost<T>(shop.url, route, body, token);
const admin = <T>(route: string, body: object) => post<T>(route, body, operatorToken);

/** The customer's own call with the session the page holds. */
const asCustomer = async <T>(page: Page, route: string, body: object = {}) => post<T>(route, body, await pageToken(page));

/** Screenshots of the key steps into tests/artifacts/ with SCREENSHOTS=1, once finite animations are over. */
const shot = (page: Page, name: string) => artifactShot(page, `lottery-${name}`);

/** The texts a test reads, in one language. */
interface Words {
  lang: 'en-us' | 'zh-tw';
  me: string;
  game: string;
  limitField: string;
  saveLimit: string;
  limitSaved: string;
  stake: string;
  type: (code: 'big' | 'small') => string;
  bet: string;
  confirm: string;
  placed: RegExp;
  limitReached: string;
  status: { won: string; lost: string };
  won: string;
  lost: string;
  verify: string;
  verified: (period: number) => string;
}

const EN: Words = {
  lang: 'en-us',
  me: 'Me',
  game: 'Quick dice',
  limitField: 'Daily limit in points',
  saveLimit: 'Save limit',
  limitSaved: 'Saved. Your limit today: 200 points.',
  stake: 'Stake in points',
  type: (code) => `${code === 'big' ? 'Big' : 'Small'} ×1.95`,
  bet: 'Bet',
  confirm: 'Bet 100 points',
  placed: /^Bet #\d+ placed: (Big|Small), 100 points on period \d+\. It is decided at the draw\.$/,
  limitReached: 'Your daily stake limit is reached for today.',
  status: { won: 'Won', lost: 'Lost' },
  won: 'Won 195 points',
  lost: 'Lost',
  verify: 'Verify this draw',
  verified: (n) => `✓ Verified: period ${n} is fair`,
};

const ZH: Words = {
  lang: 'zh-tw',
  me: '我的',
  game: '快速骰子',
  limitField: '每日上限（積分）',
  saveLimit: '儲存上限',
  limitSaved: '已儲存。今日上限：200 積分。',
  stake: '投注積分',
  type: (code) => `${code === 'big' ? '大' : '小'} ×1.95`,
  bet: '下注',
  confirm: '投注 100 積分',
  placed: /^注單 #\d+ 已成立：(大|小)，100 積分，第 \d+ 期。開獎時結算。$/,
  limitReached: '今日已達每日投注上限。',
  status: { won: '中獎', lost: '未中獎' },
  won: '中獎 195 積分',
  lost: '未中獎',
  verify: '驗證此期開獎',
  verified: (n) => `✓ 驗證通過：第 ${n} 期公平`,
};

interface Bet {
  id: number;
  period_no: number;
  bet_type: string;
  status: 'pending' | 'won' | 'lost';
  payout: number;
  dice: number[];
}

/** A newcomer granted 500 points by the operator (a ledger adjustment with a reason), signed in on "me". */
async function customerWithPoints(page: Page, w: Words) {
  await registerThroughUi(page, shop, uniqueName('lot'));
  if (w.lang === 'zh-tw') await page.getByRole('button', { name: '繁體中文', exact: true }).click();
  await page.getByRole('heading', { name: w.me, exact: true }).waitFor();
  const me = await asCustomer<{ id: number }>(page, '/api/user/retval');
  // Requested, and approved by a second operator (issue 26).
  await approvedBySecond(shop, '/api/admin/user/adjust', { user_id: me.id, asset: 'points', amount: '500', reason: 'e2e lottery points', request_id: crypto.randomUUID() }, operatorToken);
}

/** Waits until the open period takes bets (its commitment published) with at least `seconds` left to close. */
async function waitForOpenPeriod(page: Page, seconds: number) {
  await page.waitForFunction(
    (min) => {
      const countdown = document.querySelector('[data-testid="countdown"]')?.textContent ?? '';
      const commitment = document.querySelector('[data-testid="commitment"]')?.textContent ?? '';
      const [m, s] = countdown.split(':').map(Number);
      const open = document.querySelector('[data-phase]')?.getAttribute('data-phase') === 'open';
      return open && /^[0-9a-f]{64}$/.test(commitment) && (m ?? 0) * 60 + (s ?? 0) >= min;
    },
    seconds,
    { timeout: 3 * PERIOD_SECONDS * 1000 },
  );
}

/** One confirmed bet of 100 points on a type, shown as placed. */
async function bet(page: Page, w: Words, code: 'big' | 'small') {
  await page.getByRole('radio', { name: w.type(code) }).check();
  await page.getByLabel(w.stake).fill('100');
  await page.getByRole('button', { name: w.bet, exact: true }).click();
  await page.getByTestId('confirm').getByRole('button', { name: w.confirm, exact: true }).click();
  await expect(page.getByTestId('placed').textContent()).resolves.toMatch(w.placed);
}

/**
 * Limit set to 200 (a lower limit applies at once) → the quick game → two bets of 100 in one period, big and
 * small → the limit leaves nothing → the draw and both results appear on the play page without a reload → my
 * bets show status, payout and dice → the draw verifies in the browser → points add up, ledger verifies.
 */
async function journey(page: Page, w: Words, tag: string) {
  await customerWithPoints(page, w);

  await go(page, shop, '/pages/lottery/limit');
  await page.getByLabel(w.limitField).fill('200');
  await page.getByRole('button', { name: w.saveLimit, exact: true }).click();
  await expect(page.getByTestId('limit-saved').textContent()).resolves.toBe(w.limitSaved);

  await go(page, shop, `/pages/lottery/lottery?game_id=${gameId}`);
  await page.getByRole('button', { name: w.game, exact: true, pressed: true }).waitFor();
  await page.getByTestId('points').filter({ hasText: '500' }).waitFor();
  await waitForOpenPeriod(page, 5);
  await shot(page, `${tag}-1-play`);
  const loads = await page.evaluate(() => performance.getEntriesByType('navigation').length);
  await bet(page, w, 'big');
  await bet(page, w, 'small');
  await page.getByTestId('points').filter({ hasText: /^300$/ }).waitFor();
  await expect(page.getByTestId('blocks').textContent()).resolves.toContain(w.limitReached);
  await expect(page.getByRole('button', { name: w.bet, exact: true }).isDisabled()).resolves.toBe(true);
  const placed = await asCustomer<{ list: Bet[] }>(page, '/api/lottery/notcount', { page: 1 });
  expect(placed.list.map((b) => b.bet_type).sort()).toEqual(['big', 'small']);
  const period = placed.list[0]!.period_no;
  expect(placed.list[1]!.period_no).toBe(period);
  await page.getByTestId('pending').waitFor();
  await shot(page, `${tag}-2-placed`);

  // The draw arrives and both bets settle on screen, no reload.
  await page.getByTestId('fresh-draw').filter({ hasText: String(period) }).waitFor({ timeout: 3 * PERIOD_SECONDS * 1000 });
  await page.getByTestId('settled-now').getByTestId('status').nth(1).waitFor({ timeout: 15_000 });
  await expect(page.evaluate(() => performance.getEntriesByType('navigation').length)).resolves.toBe(loads);
  const settled = (await asCustomer<{ list: Bet[] }>(page, '/api/lottery/buylog', { page: 1 })).list;
  const dice = settled[0]!.dice;
  for (const b of settled) {
    expect(b.status).toBe(wins(b.bet_type, dice) ? 'won' : 'lost');
    expect(b.payout).toBe(b.status === 'won' ? 195 : 0);
  }
  const paid = settled.reduce((n, b) => n + b.payout, 0);
  await page.getByTestId('points').filter({ hasText: new RegExp(`^${300 + paid}$`) }).waitFor({ timeout: 15_000 });
  await shot(page, `${tag}-3-settled`);

  // My bets: each with its status, what it paid and the dice.
  await go(page, shop, '/pages/lottery/buyLog');
  const rows = page.getByTestId('bet-row');
  await rows.nth(1).waitFor();
  for (const [i, b] of settled.entries()) {
    await expect(rows.nth(i).getByTestId('status').textContent()).resolves.toBe(w.status[b.status as 'won' | 'lost']);
    await expect(rows.nth(i).getByTestId('bet-payout').textContent()).resolves.toBe(b.status === 'won' ? w.won : w.lost);
    await expect(rows.nth(i).getByTestId('dice').getAttribute('data-faces')).resolves.toBe(dice.join(''));
  }
  await shot(page, `${tag}-4-buylog`);

  // The draw checked in the browser against the commitment published before the period opened.
  await rows.nth(0).getByRole('button', { name: w.verify, exact: true }).click();
  await page.waitForURL(new RegExp(`#/pages/lottery/verify\\?game_id=${gameId}&period_no=${period}$`));
  await expect(page.getByTestId('verdict').textContent()).resolves.toBe(w.verified(period));
  await expect(page.getByTestId('dice-mark').textContent()).resolves.toMatch(/^✓/);
  const draws = await asCustomer<{ list: { period_no: number; seed: string; commitment: string }[] }>(page, '/api/lottery/settled', { game_id: gameId, page: 1 });
  const draw = draws.list.find((d) => d.period_no === period)!;
  await expect(page.getByTestId('check-seed').textContent()).resolves.toBe(draw.seed);
  await expect(page.getByTestId('check-hash').textContent()).resolves.toBe(draw.commitment);
  await shot(page, `${tag}-5-verify`);

  const ledger = await new LedgerService(shop.db).verify();
  expect(ledger.problems).toEqual([]);
}

describe('the points lottery, end to end: bets within the daily limit, the draw and wins without a reload, verified in the browser', () => {
  it('in English on a phone', async () => {
    const { page, context, problems } = await openPage(shop, PHONE, 'en-US');
    await journey(page, EN, 'en-phone');
    expect(problems).toEqual([]);
    await context.close();
  }, 150_000);

  it('in Chinese (zh-tw) on a wide screen', async () => {
    const { page, context, problems } = await openPage(shop, WIDE, 'zh-TW');
    await journey(page, ZH, 'zh-wide');
    expect(problems).toEqual([]);
    await context.close();
  }, 150_000);
});
