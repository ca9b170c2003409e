import type { Page, Route } from 'playwright-core';
import { apiPost } from './api';
import type { Shop } from './shop';

/** One layout shift that CLS counts, with what moved (tag, text, rect before → after). */
export interface Shift {
  value: number;
  sources: string[];
}

/**
 * Records every layout shift that CLS counts (none caused by input), from before the page's first script. Add it with
 * page.addInitScript(observeShifts); read it with shiftsOf(page).
 */
export function observeShifts() {
  const w = window as unknown as { layoutShifts: Shift[] };
  w.layoutShifts = [];
  type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
  const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Entry[]) {
      if (entry.hadRecentInput) continue;
      w.layoutShifts.push({
        value: entry.value,
        // What moved, to read in a failure: the element, its class, its text, where it was and where it went.
        sources: entry.sources.map((s) => {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          const cls = typeof el?.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
          return `${el?.tagName.toLowerCase()}${cls} "${el?.textContent?.slice(0, 24)}" ${rect(s.previousRect)} → ${rect(s.currentRect)}`;
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

export const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);

/** Two animation frames: what came before is drawn. */
export const nextFrame = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Opens a page with every answer matching pattern held back, waits for ready (the page drawn without them), then lets
 * them through one at a time, oldest or newest first, each after the page has drawn what came before, so every late
 * arrival is drawn on its own; what the page asks for meanwhile joins the queue, up to rounds answers in all. Then the
 * rest is let through and the page settles.
 */
export async function openAnswerByAnswer(
  page: Page,
  order: 'oldest' | 'newest',
  open: () => Promise<unknown>,
  ready: () => Promise<unknown>,
  { pattern = /\/api\//, rounds = 40, settle = true }: { pattern?: RegExp; rounds?: number; settle?: boolean } = {},
) {
  const held: Route[] = [];
  await page.route(pattern, (route) => void held.push(route));
  await open();
  await ready();
  await nextFrame(page);
  // Answers asked for as the page draws (a remote's page asks after its code arrives): give them a moment to be asked.
  await page.waitForTimeout(300);
  for (let n = 0; n < rounds && held.length > 0; n += 1) {
    const route = (order === 'oldest' ? held.shift() : held.pop())!;
    await Promise.all([page.waitForResponse((response) => response.request() === route.request()), route.continue()]);
    await nextFrame(page);
    if (held.length === 0) await page.waitForTimeout(200);
  }
  await page.unroute(pattern);
  await Promise.all(held.map((route) => route.continue()));
  if (settle) await page.waitForLoadState('networkidle');
  await nextFrame(page);
}

/** The demo customer logged in before the page's first script, as the login page leaves it. */
export async function logInDemo(page: Page, shop: Shop) {
  const { userinfo } = await apiPost<{ userinfo: { token: string } }>(shop.url, '/api/user/login', { account: 'demo', password: 'demo1234' });
  await page.addInitScript((info) => {
    localStorage.setItem('snapmall:token', JSON.stringify(info.token));
    localStorage.setItem('snapmall:userinfo', JSON.stringify(info));
  }, userinfo);
}
