import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../browser';
import { PHONE, ROOT } from '../shop';
import { serveStatic, type StaticSite } from './static-server';

/**
 * One remote's pages alone, as QA runs them (issue 20): its mock build (`--env standalone --env mock`, built here:
 * `npm test` builds only the shop) on a bare static host, Mock Service Worker answering every /api call in the
 * browser. No API server, no database. Registers the suite's set-up and tear-down, and after each test that no /api
 * call reached the host. `url` is the host's address once the suite has started.
 */
export function remoteAlone(remote: 'mf-account' | 'mf-bank' | 'mf-shopping' | 'mf-lottery') {
  let site: StaticSite;
  let browser: Browser;
  beforeAll(async () => {
    execFileSync('npm', ['run', 'build', '-w', remote, '--', '--env', 'standalone', '--env', 'mock'], { cwd: ROOT, stdio: 'pipe' });
    site = await serveStatic(path.join(ROOT, remote, 'dist-mock'));
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  afterEach(() => expect(site.apiHits).toEqual([]));

  /** A page at `address`, with the console errors other than the HTTP statuses a scenario answers on purpose. */
  async function open(address: string, viewport = PHONE, allowed: number[] = []) {
    const context = await browser.newContext({ viewport, locale: 'en-US' });
    const page = await context.newPage();
    const problems: string[] = [];
    const expected = new RegExp(`status of (${allowed.join('|') || 'none'})\\b`);
    page.on('console', (m) => {
      if (m.type() === 'error' && !expected.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${site.url}/${address}`);
    return { page, problems, close: () => context.close() };
  }

  return {
    get url() {
      return site.url;
    },
    open,
  };
}
