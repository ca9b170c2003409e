import type { Page, Route } from 'playwright-core';
import { apiPost, artifactShot } from '../src/api';
import { go, openPage, partialWebRoot, PHONE, startShop, WIDE, type Shop } from '../src/shop';

let shop: Shop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop?.close());

interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout shift that CLS counts (none caused by input), from before the page's first script. */
function observeShifts() {
  const w = window as unknown as { layoutShifts: Shift[] };
  w.layoutShifts = [];
  type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
  const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Entry[]) {
      if (entry.hadRecentInput) continue;
      w.layoutShifts.push({
        value: entry.value,
        // What moved, to read in a failure: the element, its text, where it was and where it went.
        sources: entry.sources.map((s) => {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          return `${el?.tagName.toLowerCase()} "${el?.textContent?.slice(0, 24)}" ${rect(s.previousRect)} → ${rect(s.currentRect)}`;
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);

/**
 * Opens home with every API answer held back (not the registry: the shell reads it before it draws anything),
 * then lets them through one at a time, oldest or newest first, each after the page has drawn what came before,
 * so every late arrival is drawn on its own. What the page asks for after that is let through at the end.
 */
async function openHomeAnswerByAnswer(page: Page, order: 'oldest' | 'newest', open: () => Promise<unknown>, pattern = /\/api\//) {
  const held: Route[] = [];
  await page.route(pattern, (route) => void held.push(route));
  await open();
  await page.getByRole('heading', { name: 'Home' }).waitFor();
  const frame = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await frame();
  while (held.length > 0) {
    const route = (order === 'oldest' ? held.shift() : held.pop())!;
    await Promise.all([page.waitForResponse((response) => response.request() === route.request()), route.continue()]);
    await frame();
  }
  await page.unroute(pattern);
  await Promise.all(held.map((route) => route.continue()));
  await page.waitForLoadState('networkidle');
  await frame();
}

async function logIn(page: Page) {
  const { userinfo } = await apiPost<{ userinfo: { token: string } }>(shop.url, '/api/user/login', { account: 'demo', password: 'demo1234' });
  // What the login page stores: the session and the customer shown at once on the next start.
  await page.addInitScript((info) => {
    localStorage.setItem('snapmall:token', JSON.stringify(info.token));
    localStorage.setItem('snapmall:userinfo', JSON.stringify(info));
  }, userinfo);
}

describe.each([
  ['phone', PHONE],
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
