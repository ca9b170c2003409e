import type { Page } from 'playwright-core';
import { artifactShot } from '../src/api';
import { logInDemo, observeShifts, openAnswerByAnswer, shiftsOf } from '../src/layout';
import { go, openPage, PHONE, startShop, WIDE, type Shop } from '../src/shop';
import { BOTH_WINDOWS_BESIDE, SIDE_WINDOWS_FROM, sideWindowFit } from '../src/side-windows';

let shop: Shop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop?.close());
let onTestEnd: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await onTestEnd?.();
  onTestEnd = undefined;
});

/** The page of the remote is drawn: something in the page's box, and not the spinner of a remote or chunk on its way. */
const pageDrawn = (page: Page) => page.locator('main > :not([role=progressbar])').first().waitFor();

/** Name, route, whether it needs a customer, whether it has side windows (SPEC §2: lottery play and login have none). */
const pages: [string, string, boolean, boolean][] = [
  ['deposit (mf-bank)', '/pages/bank/deposit', true, true],
  ['snap buying (mf-shopping)', '/pages/shopping/index', true, true],
  ['lottery (mf-lottery)', '/pages/lottery/lottery', true, false],
  ['login (mf-account)', '/pages/login/index', false, false],
];

describe.each([
  ['phone', PHONE],
  // The narrowest screen with side windows (SPEC §2): both of them load beside the remote's page too.
  ['small tablet', { width: SIDE_WINDOWS_FROM, height: 900 }],
  ['wide screen', WIDE],
])('a remote’s first page on a %s', (screen, viewport) => {
  it.each(pages)('%s: nothing moves while the answers arrive, oldest or newest first (CLS 0)', async (name, route, loggedIn, sideWindows) => {
    const { page, context } = await openPage(shop, viewport);
    onTestEnd = () => context.close();
    await page.addInitScript(observeShifts);
    if (loggedIn) await logInDemo(page, shop);

    await openAnswerByAnswer(page, 'oldest', () => go(page, shop, route), () => pageDrawn(page));
    const first = await shiftsOf(page);
    if (sideWindows && viewport.width >= SIDE_WINDOWS_FROM) await expect(sideWindowFit(page)).resolves.toEqual(BOTH_WINDOWS_BESIDE);
    else await expect(page.locator('aside').count()).resolves.toBe(0);
    await artifactShot(page, `remote-layout-${route.split('/')[2]}-${screen.replace(' ', '-')}`, false);

    await openAnswerByAnswer(page, 'newest', () => page.reload(), () => pageDrawn(page));
    const next = await shiftsOf(page);
    // The sum is what CLS adds up; the list says what moved, to read in a failure.
    expect({ first: first.reduce((s, x) => s + x.value, 0), next: next.reduce((s, x) => s + x.value, 0), first_moved: first, next_moved: next }).toEqual({
      first: 0,
      next: 0,
      first_moved: [],
      next_moved: [],
    });
  });
});
