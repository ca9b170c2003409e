import type { Page } from 'playwright-core';
import { artifactShot } from '../src/api';
import { logInDemo, observeShifts, openAnswerByAnswer, shiftsOf } from '../src/layout';
import { go, openPage, partialWebRoot, PHONE, startShop, WIDE, type Shop } from '../src/shop';
import { BOTH_WINDOWS_BESIDE, SIDE_WINDOWS_FROM, sideWindowFit } from '../src/side-windows';

let shop: Shop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop?.close());

/**
 * Opens home with every API answer held back (not the registry: the shell reads it before it draws anything),
 * then lets them through one at a time, oldest or newest first, each after the page has drawn what came before,
 * so every late arrival is drawn on its own. What the page asks for after that is let through at the end.
 */
const openHomeAnswerByAnswer = (page: Page, order: 'oldest' | 'newest', open: () => Promise<unknown>, pattern = /\/api\//) =>
  openAnswerByAnswer(page, order, open, () => page.getByRole('heading', { name: 'Home' }).waitFor(), { pattern });

const logIn = (page: Page) => logInDemo(page, shop);

describe.each([
  ['phone', PHONE],
  // The narrowest screen with side windows (SPEC §2): both of them load beside the page too.
  ['small tablet', { width: SIDE_WINDOWS_FROM, height: 900 }],
  ['wide screen', WIDE],
])('home on a %s', (screen, viewport) => {
  it.each([
    ['logged out', false],
    ['logged in', true],
  ])('%s: nothing moves while the answers arrive, on the first visit or the next (CLS 0)', async (who, loggedIn) => {
    const { page, context, problems } = await openPage(shop, viewport);
    await page.addInitScript(observeShifts);
    if (loggedIn) await logIn(page);

    // First visit: no configuration stored yet.
    await openHomeAnswerByAnswer(page, 'oldest', () => go(page, shop, '/pages/index/index'));
    await expect(page.getByTestId('vip-level').count()).resolves.toBe(4);
    await expect(page.getByTestId('home-brand').count()).resolves.toBe(3);
    await expect(page.getByTestId(loggedIn ? 'home-balance' : 'home-notices').isVisible()).resolves.toBe(true);
    expect(await shiftsOf(page)).toEqual([]);
    if (viewport.width >= SIDE_WINDOWS_FROM) await expect(sideWindowFit(page)).resolves.toEqual(BOTH_WINDOWS_BESIDE);
    else await expect(page.locator('aside').count()).resolves.toBe(0);
    await artifactShot(page, `home-layout-${screen.replace(' ', '-')}-${loggedIn ? 'in' : 'out'}`, false);

    // The next visit draws from the stored configuration; the answers come back in the other order.
    await openHomeAnswerByAnswer(page, 'newest', () => page.reload());
    await expect(page.getByTestId('vip-level').count()).resolves.toBe(4);
    expect(await shiftsOf(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

it('keeps every shortcut in its place when a remote is found down after home is drawn', async () => {
  const bankDown = await startShop(partialWebRoot(['mf-account', 'mf-shopping', 'mf-lottery']));
  try {
    const { page, context } = await openPage(bankDown, PHONE);
    await page.addInitScript(observeShifts);
    // mf-bank's manifest (the probe that finds it down) is held with the API answers, so it comes after home is drawn.
    await openHomeAnswerByAnswer(page, 'oldest', () => go(page, bankDown, '/pages/index/index'), /\/api\/|\/mf-bank\/mf-manifest\.json$/);
    await page.getByTestId('shortcut-/pages/bank/deposit').getByText('Unavailable').waitFor();
    await expect(page.getByTestId('shortcut-/pages/bank/withdraw').textContent()).resolves.toBe('WithdrawUnavailable');
    expect(await shiftsOf(page)).toEqual([]);
    await artifactShot(page, 'home-layout-bank-down', false);
    await context.close();
  } finally {
    await bankDown.close();
  }
});
