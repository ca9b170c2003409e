import { mkdtempSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildApp } from 'server/src/app';
import type { AppInstance } from 'server/src/app-types';
import { testConfig, type Config } from 'server/src/config';
import type { Database } from 'server/src/db/database';
import { loadDemoData } from 'server/src/seed/demo';
import { openTestDatabase } from 'server/test/helpers';
import { launchBrowser } from './browser';

export const ROOT = path.resolve(__dirname, '../..');

export interface Shop {
  url: string;
  db: Database;
  app: AppInstance;
  browser: Browser;
  close(): Promise<void>;
}

/**
 * The built shop served by the real server on a free port, with a fresh database (a schema of its own on the
 * PostgreSQL that the jest set-up, or startTestDatabase, started) holding the demo data. webRoot may be a folder
 * that holds only some of the builds (a remote "stopped"); overrides narrow the configuration (the canary judge's tick
 * and rule, say).
 */
export async function startShop(webRoot = ROOT, overrides: Partial<Config> = {}): Promise<Shop> {
  const db = await openTestDatabase();
  await loadDemoData(db);
  const app = await buildApp({ db, config: testConfig({ webRoot, authRatePerMinute: 1000, ...overrides }) });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await launchBrowser();
  return {
    url: address,
    db,
    app,
    browser,
    async close() {
      await browser.close();
      await app.close();
      await db.close();
    },
  };
}

/** A web root with the shell's build and, optionally, some remotes' builds, linked from the real ones. */
export function partialWebRoot(remotes: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'snapmall-web-'));
  for (const workspace of ['shell', ...remotes]) {
    mkdirSync(path.join(dir, workspace));
    symlinkSync(path.join(ROOT, workspace, 'dist'), path.join(dir, workspace, 'dist'));
  }
  return dir;
}

/**
 * A registry of the test's own, handed to the shell instead of the release tables: the configuration a shop takes
 * it from (REMOTES_JSON), since a remotes.json in the web root is not read.
 */
export function ownRegistry(registry: unknown): Partial<Config> {
  const registryFile = path.join(mkdtempSync(path.join(tmpdir(), 'snapmall-registry-')), 'remotes.json');
  writeFileSync(registryFile, JSON.stringify(registry));
  return { registryFile };
}

export const PHONE = { width: 390, height: 844 };
export const WIDE = { width: 1280, height: 900 };

/**
 * A page that records console errors and failed requests, so a test can insist the console stays clean. locale sets
 * the browser's own language tag (navigator.language); by default it is the machine's, which under LANG=C.UTF-8 is
 * "en-US@posix", a tag Intl refuses.
 */
export async function openPage(shop: Shop, viewport = PHONE, locale?: string): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await shop.browser.newContext({ viewport, ...(locale ? { locale } : {}) });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return { context, page, problems };
}

export async function go(page: Page, shop: Shop, route: string) {
  await page.goto(`${shop.url}/#${route}`);
}

let counter = 0;
export function uniqueName(prefix = 'e2e') {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

/** Registers a newcomer through the real register page (the remote's), ending on "me". */
export async function registerThroughUi(page: Page, shop: Shop, username: string, password = 'secret123') {
  await go(page, shop, '/pages/login/register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Re-enter password').fill(password);
  await page.getByLabel('Real name').fill('Ada Lovelace');
  await page.getByLabel('Mobile number').fill('0912345678');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page.waitForURL(/#\/pages\/my\/info/);
}
