// The JavaScript a first visit of a page loads, measured in the tests' Chromium: the page's own scripts and the
// idle preload's, gzip -9.
import { gzipSync } from 'node:zlib';
import { PHONE, type Shop } from '../shop';
import { kb } from './first-load-format';
import type { Build, PageSpec } from './first-load-plan';

export interface Scripts {
  /** What the page itself loads: every script requested before the idle preload of other remotes starts. */
  gzip: number;
  files: number;
  /** Scripts of the idle preload (the tab bar's remotes, fetched once the page is loaded and idle). */
  preloadGzip: number;
  preloadFiles: number;
}

/** shell/src/remotes/useIdlePreload.ts marks when the idle preload starts. */
const IDLE_PRELOAD_MARK = 'snapmall:idle-preload';

/** A file of a remote other than `remote` (mf-bank): under /remotes/<name>/, or the one bundle's mf_<name> chunk. */
function ofAnotherRemote(url: string, remote: string): boolean {
  const { pathname } = new URL(url);
  const owner = /^\/remotes\/([\w-]+)\//.exec(pathname)?.[1] ?? /^\/(mf_\w+)\./.exec(pathname)?.[1]?.replace('_', '-');
  return owner !== undefined && owner !== remote;
}

/**
 * Every script a first visit of the page loads until the network is idle, gzip -9 (as bundle.ts counts), in two
 * parts: the page's own, and the idle preload's head start on other remotes. A script asked for once the preload
 * has started is the preload's on a shell page; on a remote's page only when it is another remote's (its folder,
 * or its route-table chunk in the one bundle), since the page's own remote may still be loading then.
 */
export async function scriptsOf(shop: Shop, build: Build, spec: PageSpec): Promise<Scripts> {
  const origin = new URL(build.shop.url).origin;
  const localStorage = spec.session ? Object.entries(build.session).map(([name, value]) => ({ name, value })) : [];
  const context = await shop.browser.newContext({ viewport: PHONE, locale: 'en-US', storageState: { cookies: [], origins: [{ origin, localStorage }] } });
  try {
    const page = await context.newPage();
    const sizes = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      sizes.set(response.url(), response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0));
    });
    await page.goto(`${build.shop.url}/#${spec.route}`);
    await page.waitForLoadState('networkidle');
    const hash = new URL(page.url()).hash;
    if (hash !== `#${spec.route}`) throw new Error(`${build.name} ${spec.route} ended on ${hash}`);
    if (!(await page.locator('#root').innerText()).trim()) throw new Error(`${build.name} ${spec.route} shows nothing`);
    const unavailable = await page.getByText(/unavailable/i).count();
    if (unavailable) throw new Error(`${build.name} ${spec.route} says a remote is unavailable`);
    // The preload starts once the page has loaded and the browser is idle; then wait for it to finish.
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_PRELOAD_MARK, { timeout: 10_000 }).catch(() => undefined);
    await page.waitForLoadState('networkidle');
    const { markAt, starts } = await page.evaluate(
      (mark) => ({
        markAt: performance.getEntriesByName(mark)[0]?.startTime ?? null,
        starts: performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime] as const),
      }),
      IDLE_PRELOAD_MARK,
    );
    const startOf = new Map(starts);
    const result: Scripts = { gzip: 0, files: 0, preloadGzip: 0, preloadFiles: 0 };
    for (const [url, size] of sizes) {
      const start = startOf.get(url);
      const preload = markAt !== null && start !== undefined && start >= markAt && (!spec.remote || ofAnotherRemote(url, spec.remote));
      const gzip = await size;
      if (process.env.FIRST_LOAD_VERBOSE) console.error(`  ${build.name} ${spec.name}: ${kb(gzip).padStart(9)} ${preload ? 'preload' : 'page   '} ${new URL(url).pathname}`);
      if (preload) {
        result.preloadGzip += gzip;
        result.preloadFiles += 1;
      } else {
        result.gzip += gzip;
        result.files += 1;
      }
    }
    return result;
  } finally {
    await context.close();
  }
}
