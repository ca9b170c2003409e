import { axe, settle } from '../src/a11y/axe';
import { operatorLogin } from '../src/operator-login';
import { OPERATOR, startShopWithStable, type Published, type ReleaseShop } from '../src/release/shop';
import { PHONE, WIDE } from '../src/shop';
import { leave, openWithVitals } from '../src/vitals';

/**
 * Field Web Vitals (issue 27) in a real Chromium: a customer's page load reports its vitals by beacon, on a visit
 * left as soon as the page is up and on one that stays and is used, and the console's Performance page shows them.
 * mf-bank runs a published stable release: only a release the registry serves counts.
 */
const ROUTE = '/pages/bank/deposit';
let shop: ReleaseShop;
let stable: Published;
beforeAll(async () => ({ shop, stable } = await startShopWithStable('mf-bank')));
afterAll(() => shop?.close());

/**
 * The samples stored of each metric on the stable release: of the deposit page for the load's vitals, of any bank
 * page for INP and CLS (they belong to the route the visit ended on).
 */
async function stored(): Promise<Record<string, number>> {
  const rows = await shop.db.query<{ metric: string; samples: number }>(
    `SELECT metric, sum(samples)::int AS samples FROM vitals_minute
     WHERE remote = 'mf-bank' AND version = $1 AND (route = $2 OR metric IN ('INP', 'CLS')) GROUP BY metric`,
    [stable.version, ROUTE],
  );
  return Object.fromEntries(rows.map((r) => [r.metric, r.samples]));
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

it('reports a short visit’s load vitals by beacon as the page is left', async () => {
  const before = await stored();
  const page = await openWithVitals(shop, ROUTE);
  // Left at once: the beacon on hiding carries what was measured.
  await leave(page, shop);
  // The four may come in more than one beacon (a busy machine sends them apart): wait for each, then count.
  const metrics = ['LCP', 'FCP', 'TTFB', 'CLS'];
  const after = await until(stored, (s) => metrics.every((metric) => (s[metric] ?? 0) > (before[metric] ?? 0)));
  for (const metric of metrics) expect((after[metric] ?? 0) - (before[metric] ?? 0)).toBe(1);
  await page.context().close();
});

it('reports a long visit’s vitals while it lasts, and its INP when it ends', async () => {
  const before = await stored();
  const page = await openWithVitals(shop, ROUTE);
  // Used: a tap ends the largest paint's measuring and is an interaction for INP.
  await page.getByRole('textbox').first().click();
  await page.keyboard.type('150');
  // Still open: the batch went out after its wait, not on leaving.
  const during = await until(stored, (s) => (s.FCP ?? 0) > (before.FCP ?? 0) && (s.LCP ?? 0) > (before.LCP ?? 0));
  expect((during.FCP ?? 0) - (before.FCP ?? 0)).toBe(1);
  expect((during.LCP ?? 0) - (before.LCP ?? 0)).toBe(1);
  await leave(page, shop);
  const after = await until(stored, (s) => (s.INP ?? 0) > (before.INP ?? 0));
  expect((after.INP ?? 0) - (before.INP ?? 0)).toBe(1);
  await page.context().close();
});

it('shows them on the console’s Performance page, rated', async () => {
  const { token } = await operatorLogin(shop.url, OPERATOR);
  const context = await shop.browser.newContext({ viewport: WIDE });
  const page = await context.newPage();
  await page.addInitScript((session) => localStorage.setItem('snapmall:admin-session', session), JSON.stringify({ token, username: OPERATOR.username, roles: ['owner'] }));
  await page.goto(`${shop.url}/admin/#/performance`);
  const byPage = page.getByRole('region', { name: 'By page' });
  const row = byPage.getByRole('row').filter({ hasText: ROUTE });
  await row.waitFor();
  // LCP's cell: its p75 in milliseconds, a rating in words, and the two visits' samples.
  await expect(row.getByRole('cell').first().innerText()).resolves.toMatch(/^[\d,]+ ms\s*(Good|Needs improvement|Poor)\s*2 samples$/);
  const release = page.getByRole('region', { name: 'By release' }).getByRole('row').filter({ hasText: stable.version });
  await expect(release.count()).resolves.toBe(1);
  await context.close();
});

it('draws the Performance page at a phone’s width and wide, in both languages, light and dark, with no axe violation', async () => {
  const { token } = await operatorLogin(shop.url, OPERATOR);
  const context = await shop.browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const session = JSON.stringify({ token, username: OPERATOR.username, roles: ['owner'] });
  await page.goto(`${shop.url}/admin/`);
  const passes = [
    { viewport: PHONE, lang: 'en-us', dark: false, region: 'By page' },
    { viewport: PHONE, lang: 'zh-tw', dark: true, region: '依頁面' },
    { viewport: WIDE, lang: 'zh-tw', dark: false, region: '依頁面' },
    { viewport: WIDE, lang: 'en-us', dark: true, region: 'By page' },
  ];
  for (const pass of passes) {
    await page.setViewportSize(pass.viewport);
    await page.evaluate(
      ({ lang, dark, stored }) => {
        localStorage.setItem('snapmall:lang', JSON.stringify(lang));
        localStorage.setItem('snapmall:dark', JSON.stringify(dark));
        localStorage.setItem('snapmall:admin-session', stored);
      },
      { lang: pass.lang, dark: pass.dark, stored: session },
    );
    await page.goto(`${shop.url}/admin/#/performance`);
    await page.reload();
    const region = page.getByRole('region', { name: pass.region });
    await region.getByRole('row').filter({ hasText: ROUTE }).waitFor();
    await settle(page);
    expect({ pass, violations: await axe(page) }).toEqual({ pass, violations: [] });
    // The page itself never scrolls sideways; the table does, in its own region, which the keyboard reaches.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await region.focus();
    await expect(region.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  }
  await context.close();
});
