// Lighthouse (its Node API) on the tests' Chromium, for the first-load bench: default mobile emulation and
// simulated throttling, the performance category only, and local storage set per run (a session or none).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import type { Flags, RunnerResult } from 'lighthouse';
import { chromium as playwright } from 'playwright-core';

/** The audits behind the performance score (every weighted metric) and the bytes transferred. */
const AUDITS = ['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'total-blocking-time', 'cumulative-layout-shift', 'total-byte-weight'];

/** A folder to keep each run's whole report in (FIRST_LOAD_REPORTS), or none. */
const REPORTS = process.env.FIRST_LOAD_REPORTS;
let reportsKept = 0;

function keepReport(url: string, lhr: object) {
  mkdirSync(REPORTS!, { recursive: true });
  const name = `${String(++reportsKept).padStart(3, '0')}-${new URL(url).hash.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'entry'}.json`;
  writeFileSync(path.join(REPORTS!, name), JSON.stringify(lhr));
}

/** browser.ts's reasons, and its own --disable-features would replace chrome-launcher's (the last one wins). */
const UNWANTED_FLAGS = /^--(single-process|no-zygote|disable-web-security|allow-running-insecure-content|disable-site-isolation-trials|disable-features)/;

export interface Figures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
}

export interface Lighthouse {
  version: string;
  /** One Lighthouse run of url, with exactly `storage` in the origin's local storage when it starts. */
  run(url: string, storage: Record<string, string>): Promise<Figures>;
  close(): Promise<void>;
}

/** A Chromium with its debugging port open (CHROME_PATH, else @sparticuz/chromium's), fresh profile. */
export async function startLighthouse(): Promise<Lighthouse> {
  const { default: chromium } = await import('@sparticuz/chromium');
  const { default: lighthouse } = await import('lighthouse');
  const { createRequire } = await import('node:module');
  const version = (createRequire(__filename)('lighthouse/package.json') as { version: string }).version;
  const chromePath = process.env.CHROME_PATH || (await chromium.executablePath());
  const chrome: LaunchedChrome = await launch({
    chromePath,
    chromeFlags: [
      ...(process.env.CHROME_PATH ? ['--headless=new', '--no-sandbox'] : chromium.args.filter((arg) => !UNWANTED_FLAGS.test(arg))),
      '--lang=en-US',
    ],
    logLevel: 'error',
    handleSIGINT: true,
  });

  async function setStorage(origin: string, storage: Record<string, string>) {
    // A page of the origin that runs none of the shop's code; Lighthouse clears the HTTP cache, service workers
    // and Cache Storage before it loads the page, but leaves local storage as set here.
    const browser = await playwright.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    try {
      const context = browser.contexts()[0] ?? (await browser.newContext());
      const page = await context.newPage();
      await page.goto(`${origin}/remotes.json`);
      await page.evaluate((entries) => {
        localStorage.clear();
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
      await page.close();
    } finally {
      await browser.close();
    }
  }

  async function once(url: string, storage: Record<string, string>): Promise<Figures> {
    await setStorage(new URL(url).origin, storage);
    const flags: Flags = {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      // With FIRST_LOAD_REPORTS every performance audit runs (main-thread breakdown, script boot-up, the LCP's
      // phases and element) and each report is kept there as JSON, to find where a page's time goes.
      ...(REPORTS ? {} : { onlyAudits: AUDITS }),
      disableFullPageScreenshot: true,
    };
    const result: RunnerResult | undefined = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (REPORTS) keepReport(url, lhr);
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const value = (id: string) => {
      const audit = lhr.audits[id];
      if (audit?.numericValue === undefined) throw new Error(`Lighthouse on ${url}: no ${id} (${audit?.errorMessage ?? 'not run'})`);
      return audit.numericValue;
    };
    const score = lhr.categories.performance?.score;
    if (score === null || score === undefined) throw new Error(`Lighthouse on ${url}: no performance score`);
    return {
      score: Math.round(score * 100),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      bytes: value('total-byte-weight'),
    };
  }

  return {
    version,
    async run(url, storage) {
      try {
        return await once(url, storage);
      } catch (error) {
        // Chromium now and then paints nothing for Lighthouse (NO_FCP) on this busy machine; a second try tells a
        // fluke from a page that is broken.
        console.error(`  retrying once: ${(error as Error).message}`);
        return once(url, storage);
      }
    },
    async close() {
      chrome.kill();
    },
  };
}
