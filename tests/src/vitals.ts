import type { Page } from 'playwright-core';
import { logInDemo } from './layout';
import { go, PHONE, type Shop } from './shop';

let households = 0;
/**
 * A logged-in customer of a household of its own on a phone, with `route` open and the shell's vitals chunk in. Its
 * calls carry an address of its own (behind the shop's one trusted proxy: the telemetry counts a few clients per
 * address); its beacons do not, Chromium sends them without the context's headers. The chunk comes once the page is
 * idle, after the page's own loading (shell/src/remotes/vitals/start.ts): it is not part of the page's load.
 */
export async function openWithVitals(shop: Shop, route: string): Promise<Page> {
  households += 1;
  const context = await shop.browser.newContext({ viewport: PHONE, extraHTTPHeaders: { 'x-forwarded-for': `10.88.${households >> 8}.${households & 255}` } });
  const page = await context.newPage();
  await logInDemo(page, shop);
  await go(page, shop, route);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // The chunk has run and observes the page (shell/src/remotes/vitals/report.ts marks it), not merely arrived.
  await page.waitForFunction(() => performance.getEntriesByName('snapmall:vitals').length > 0, undefined, { timeout: 30_000 });
  return page;
}

/**
 * The customer leaves the page for another of the shop's addresses, as a tap on a link out would: the page is hidden
 * and unloaded, and what it sends by beacon then is what the test waits for. Not `about:blank`: Chromium gives that
 * a renderer of its own and, on a machine busy with other suites, may end the old one before its unload handlers
 * ran, so a beacon the browser would send on any phone was sometimes never sent (CI saw it in three suites).
 */
export async function leave(page: Page, shop: Shop): Promise<void> {
  await page.goto(new URL('/remotes.json', shop.url).href);
}
