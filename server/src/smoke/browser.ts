import { chromium as playwright, type Browser } from 'playwright-core';

const UNWANTED_FLAGS = /^--(single-process|no-zygote|disable-web-security|allow-running-insecure-content|disable-site-isolation-trials|headless)/;

/**
 * A real Chromium: CHROME_PATH when set, else the one the @sparticuz/chromium package ships (unpacked to /tmp
 * on first use), so `npm test` needs no browser on the machine.
 */
export async function launchBrowser(): Promise<Browser> {
  // The packaged Chromium now and then dies at start (SIGSEGV before its first page; 3 launches of about 35 in one CI
  // run on this machine, none once started): a launch that fails so is tried again, twice at the most.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await launchOnce();
    } catch (error) {
      if (attempt === 3 || !/has been closed|SIGSEGV/.test(String(error))) throw error;
    }
  }
}

async function launchOnce(): Promise<Browser> {
  // The package is ESM-only; a dynamic import keeps this file loadable from CommonJS (jest).
  const { default: chromium } = await import('@sparticuz/chromium');
  const executablePath = process.env.CHROME_PATH || (await chromium.executablePath());
  return playwright.launch({
    executablePath,
    headless: true,
    args: [
      // Its Lambda-tuned flags, less those that change what a user would meet: single-process mode dies
      // with its first closed context, and disabled web security would hide CORS mistakes between origins.
      ...(process.env.CHROME_PATH ? ['--no-sandbox'] : chromium.args.filter((arg) => !UNWANTED_FLAGS.test(arg))),
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
