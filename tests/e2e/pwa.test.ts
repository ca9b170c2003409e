import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { buildApp } from 'server/src/app';
import type { AppInstance } from 'server/src/app-types';
import { testConfig } from 'server/src/config';
import { go, openPage, PHONE, registerThroughUi, ROOT, startShop, uniqueName, WIDE, type Shop } from '../src/shop';

const REMOTES = ['mf-account', 'mf-bank', 'mf-shopping', 'mf-lottery'];
const ARTIFACTS = path.join(__dirname, '..', 'artifacts');

/** A web root with a copy of the shell's build (so a test can deploy a new one) and the remotes' real builds. */
function deployableWebRoot(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'snapmall-pwa-'));
  mkdirSync(path.join(dir, 'shell'));
  cpSync(path.join(ROOT, 'shell', 'dist'), path.join(dir, 'shell', 'dist'), { recursive: true });
  for (const remote of REMOTES) {
    mkdirSync(path.join(dir, remote));
    symlinkSync(path.join(ROOT, remote, 'dist'), path.join(dir, remote, 'dist'));
  }
  return dir;
}

/** Writes a file and, as the build does, its brotli and gzip siblings (the server sends those when asked). */
function writeBuilt(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

/**
 * What a build does to a precached file: a new index.html, and a sw.js whose precache list carries its new
 * revision, so the browser sees a new worker (byte-different) on the next load.
 */
function deployNewShell(webRoot: string) {
  const dist = path.join(webRoot, 'shell', 'dist');
  const index = readFileSync(path.join(dist, 'index.html'), 'utf8').replace('<head>', '<head><meta name="snapmall-deploy" content="2">');
  writeBuilt(path.join(dist, 'index.html'), index);
  const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const entry = /'revision':'[0-9a-f]{32}','url':'index\.html'/;
  expect(sw).toMatch(entry);
  const revision = createHash('md5').update(index).digest('hex');
  writeBuilt(path.join(dist, 'sw.js'), sw.replace(entry, `'revision':'${revision}','url':'index.html'`));
}

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ png: png.subarray(1, 4).toString() === 'PNG', width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
/** Waits until the page's worker has installed (precached the shell) and activated. */
const workerReady = (page: Page) =>
  page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active!;
    if (worker.state !== 'activated') await new Promise((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve(null)));
    return worker.state;
  });

/** Every URL in the page's Cache Storage. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });

async function setPreferences(page: Page, lang: 'en-us' | 'zh-tw', dark: boolean) {
  await page.evaluate(
    ([l, d]) => {
      localStorage.setItem('snapmall:lang', JSON.stringify(l));
      localStorage.setItem('snapmall:dark', JSON.stringify(d));
    },
    [lang, dark] as const,
  );
}

/** With SCREENSHOTS=1: the page on a phone and a wide screen, light and dark, in both languages. */
async function screenshots(page: Page, name: string, ready: (lang: 'en-us' | 'zh-tw') => Promise<unknown>) {
  if (!process.env.SCREENSHOTS) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  for (const [size, viewport] of [['phone', PHONE], ['wide', WIDE]] as const) {
    await page.setViewportSize(viewport);
    for (const lang of ['en-us', 'zh-tw'] as const) {
      for (const dark of [false, true]) {
        await setPreferences(page, lang, dark);
        await page.reload();
        await ready(lang);
        await page.waitForTimeout(500);
        await page.screenshot({ path: path.join(ARTIFACTS, `pwa-${name}-${size}-${lang}-${dark ? 'dark' : 'light'}.png`) });
      }
    }
  }
  await page.setViewportSize(PHONE);
  await setPreferences(page, 'en-us', false);
  await page.reload();
  await ready('en-us');
}

let shop: Shop;
let webRoot: string;
/** The server started again after the offline test stopped the shop's own. */
let restarted: AppInstance | undefined;
beforeAll(async () => {
  webRoot = deployableWebRoot();
  shop = await startShop(webRoot);
});
afterAll(async () => {
  await restarted?.close();
  await shop?.close();
});

it('is an installable web app: a linked, valid manifest with PNG icons, a worker that controls the second load', async () => {
  const manifestResponse = await fetch(`${shop.url}/manifest.webmanifest`);
  expect(manifestResponse.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
  const manifest = (await manifestResponse.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'SnapMall', short_name: 'SnapMall', display: 'standalone', start_url: './#/pages/index/index' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  for (const size of [192, 512]) {
    const icon = manifest.icons.find((i) => i.type === 'image/png' && i.sizes === `${size}x${size}` && i.purpose.includes('any'));
    expect(icon).toBeDefined();
    const response = await fetch(new URL(icon!.src, `${shop.url}/`));
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(pngSize(Buffer.from(await response.arrayBuffer()))).toEqual({ png: true, width: size, height: size });
  }

  // The worker and the registry are always revalidated; the page's policy lets the worker in.
  const sw = await fetch(`${shop.url}/sw.js`);
  expect(sw.headers.get('content-type')).toMatch(/javascript/);
  expect(sw.headers.get('cache-control')).toBe('no-cache');
  expect((await fetch(`${shop.url}/remotes.json`)).headers.get('cache-control')).toBe('no-cache');
  const csp = String((await fetch(`${shop.url}/`)).headers.get('content-security-policy'));
  expect(csp).toContain("worker-src 'self'");

  const { page, context, problems } = await openPage(shop);
  await go(page, shop, '/pages/index/index');
  await page.getByRole('heading', { name: 'Home' }).waitFor();
  await expect(page.locator('link[rel=manifest]').getAttribute('href')).resolves.toBe('manifest.webmanifest');
  await expect(workerReady(page)).resolves.toBe('activated');
  await page.reload();
  await page.getByRole('heading', { name: 'Home' }).waitFor();
  await expect(controlled(page)).resolves.toBe(`${shop.url}/sw.js`);

  // Chromium's own verdict: the manifest parses cleanly and nothing stands in the way of installing.
  const cdp = await context.newCDPSession(page);
  const appManifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
  expect(appManifest.errors).toEqual([]);
  expect(appManifest.url).toBe(`${shop.url}/manifest.webmanifest`);
  await expect(cdp.send('Page.getInstallabilityErrors')).resolves.toEqual({ installabilityErrors: [] });
  expect(problems).toEqual([]);
  await context.close();
});

it('opens offline once visited: the shell and the remotes used before render, others say they are offline and come back by themselves', async () => {
  const port = Number(new URL(shop.url).port);
  const { page, context } = await openPage(shop);
  await go(page, shop, '/pages/index/index');
  await expect(workerReady(page)).resolves.toBe('activated');
  // A customer's first visit: they register (mf-account) and look at home; that is all they have opened.
  await registerThroughUi(page, shop, uniqueName('pwa'));
  await page.getByRole('button', { name: 'Home', exact: true }).click();
  await page.getByRole('heading', { name: 'Home' }).waitFor();

  const urls = await cachedUrls(page);
  // The precache keys its unhashed files by revision (index.html?__WB_REVISION__=…).
  expect(urls.some((u) => u.startsWith(`${shop.url}/index.html?`))).toBe(true);
  expect(urls).toContain(`${shop.url}/remotes.json`);
  expect(urls).toContain(`${shop.url}/remotes/mf-account/mf-manifest.json`);
  expect(urls).toContain(`${shop.url}/remotes/mf-account/remoteEntry.js`);
  expect(urls.some((u) => /\/remotes\/mf-account\/.+\.[0-9a-f]{8}\.js$/.test(u))).toBe(true);
  // Never an API call, and nothing of a remote that was not used.
  expect(urls.filter((u) => u.includes('/api/') || u.includes('/remotes/mf-shopping/'))).toEqual([]);

  // The shop goes away: the server stops and the browser is offline.
  await shop.app.close();
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('heading', { name: 'Home' }).waitFor();
  await page.getByTestId('offline-banner').getByText("You're offline.").waitFor();
  await go(page, shop, '/pages/my/info');
  await page.getByRole('heading', { name: 'Me' }).waitFor();

  // A remote never opened needs the network: it says so, in the customer's language.
  await go(page, shop, '/pages/shopping/index');
  await page.getByRole('heading', { name: "You're offline" }).waitFor();
  await setPreferences(page, 'zh-tw', false);
  await page.reload();
  await page.getByRole('heading', { name: '您目前離線' }).waitFor();
  await page.getByText('此頁面需要網路連線，恢復連線後會自動開啟。').waitFor();
  await screenshots(page, 'offline', (lang) =>
    page.getByRole('heading', { name: lang === 'zh-tw' ? '您目前離線' : "You're offline" }).waitFor(),
  );
  await setPreferences(page, 'zh-tw', false);
  await page.reload();
  await page.getByRole('heading', { name: '您目前離線' }).waitFor();

  // The shop is back: the page loads by itself when the browser is online again; no API call was held back.
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) requests.push(new URL(request.url()).pathname);
  });
  restarted = await buildApp({ db: shop.db, config: testConfig({ webRoot, authRatePerMinute: 1000 }) });
  await restarted.listen({ port, host: '127.0.0.1' });
  await context.setOffline(false);
  await page.getByRole('heading', { name: '搶購' }).waitFor();
  await expect(page.getByTestId('remote-unavailable').count()).resolves.toBe(0);
  expect(requests.filter((p) => /buy|bet|withdraw|recharge|signin/.test(p))).toEqual([]);
  await context.close();
});

it('offers a new deploy of the shell with "new version — reload", which loads it', async () => {
  const { page, context, problems } = await openPage(shop);
  await go(page, shop, '/pages/index/index');
  await expect(workerReady(page)).resolves.toBe('activated');
  await page.reload();
  await page.getByRole('heading', { name: 'Home' }).waitFor();
  await expect(controlled(page)).resolves.toBe(`${shop.url}/sw.js`);
  await expect(page.getByTestId('update-banner').count()).resolves.toBe(0);

  deployNewShell(webRoot);
  // The next visit still opens the deploy it has (from the cache), finds the new one and offers it.
  await page.reload();
  const banner = page.getByTestId('update-banner');
  await banner.getByText('A new version of SnapMall is ready.').waitFor();
  await expect(page.locator('meta[name=snapmall-deploy]').count()).resolves.toBe(0);
  await screenshots(page, 'update', async (lang) => {
    await banner.getByRole('button', { name: lang === 'zh-tw' ? '重新載入' : 'Reload' }).waitFor();
    await page.getByRole('heading', { name: lang === 'zh-tw' ? '首頁' : 'Home' }).waitFor();
  });

  await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Reload' }).click()]);
  await page.getByRole('heading', { name: 'Home' }).waitFor();
  await expect(page.locator('meta[name=snapmall-deploy]').count()).resolves.toBe(1);
  await expect(page.getByTestId('update-banner').count()).resolves.toBe(0);
  expect(problems).toEqual([]);
  await context.close();
});
