import { startTestDatabase } from 'server/test/embedded-setup';

/**
 * The browser run's set-up, before its workers start: the one embedded PostgreSQL (as for the server suites), and
 * the Chromium that @sparticuz/chromium ships unpacked once, before any suite's clock runs.
 */
export default async function setup(): Promise<void> {
  await startTestDatabase();
  if (!process.env.CHROME_PATH) {
    const { default: chromium } = await import('@sparticuz/chromium');
    await chromium.executablePath();
  }
}
