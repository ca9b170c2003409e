import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { go, openPage, ownRegistry, partialWebRoot, registerThroughUi, ROOT, startShop, uniqueName, type Shop } from '../src/shop';

/** Collects the page's Content-Security-Policy violations from the first script on, in every document it loads. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

/** A remote's build served from an origin of its own (another port), as a team deploying to a CDN would. */
async function serveElsewhere(dist: string): Promise<{ origin: string; server: Server }> {
  const types: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };
  const server = createServer((req, res) => {
    const file = path.join(dist, path.normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream', 'access-control-allow-origin': '*' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('the Content-Security-Policy of the shop', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop();
  });
  afterAll(() => shop?.close());

  it('lets home and the account pages (a remote) load without a single violation', async () => {
    const { page, context, problems } = await openPage(shop);
    const violations = await watchViolations(page);
    const answer = await page.goto(`${shop.url}/#/pages/index/index`);
    expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('heading', { name: 'Home' }).waitFor();

    await go(page, shop, '/pages/login/index');
    await page.getByLabel('Account').waitFor();
    // The remote's pages, with a session: "me", and the profile with the published avatars as images.
    await registerThroughUi(page, shop, uniqueName('csp'));
    await page.getByRole('button', { name: 'Personal profile', exact: true }).click();
    await page.getByLabel('Avatar 3').check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/#\/pages\/my\/info/);
    await page.locator('img[src$="/avatars/3.svg"]').waitFor();
    await expect(page.locator('img[src$="/avatars/3.svg"]').evaluate((img: HTMLImageElement) => img.naturalWidth)).resolves.toBeGreaterThan(0);
    // A fresh document on a remote page: the policy holds from the first script.
    await page.reload();
    await page.getByRole('button', { name: 'Personal profile', exact: true }).waitFor();

    expect(await violations()).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is enforced: an inline script added to the page is blocked and reported', async () => {
    const { page, context } = await openPage(shop);
    const violations = await watchViolations(page);
    await go(page, shop, '/pages/index/index');
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.head.append(script);
    });
    await expect(page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).resolves.toBeUndefined();
    await page.waitForFunction(() => ((window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []).length > 0);
    expect(await violations()).toEqual(['script-src-elem inline']);
    await context.close();
  });
});

it('allows a remote deployed on another origin, as the registry names it', async () => {
  const remote = await serveElsewhere(path.join(ROOT, 'mf-account', 'dist'));
  const shop = await startShop(
    partialWebRoot([]),
    ownRegistry({ remotes: [{ name: 'mf_account', manifest: `${remote.origin}/mf-manifest.json`, prefixes: ['/pages/login/', '/pages/my/'] }] }),
  );
  try {
    const { page, context, problems } = await openPage(shop);
    const violations = await watchViolations(page);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    const answer = await page.goto(`${shop.url}/#/pages/login/index`);
    expect(answer?.headers()['content-security-policy']).toContain(`script-src 'self' ${remote.origin};`);
    await page.getByLabel('Account').waitFor();
    expect(scripts.some((url) => url.startsWith(`${remote.origin}/`))).toBe(true);
    expect(await violations()).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  } finally {
    await shop.close();
    await new Promise((resolve) => remote.server.close(resolve));
  }
});
