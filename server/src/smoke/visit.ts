import type { Browser, Page } from 'playwright-core';
import type { SmokeJob, SmokeRoute } from '@snapmall/shared/contract';

/**
 * The smoke run of a release (issues 17, 25), as the shop's smoke runner makes it: the live shop opened through the
 * preview link made for the runner's own browser, in a real Chromium, signed in as the shop's smoke customer, every
 * route of the release's route table visited in the one tab the link switched. A route passes only if no page threw,
 * the console stayed free of errors, no request failed, and it showed neither the shell's "unavailable" nor "not
 * found" page; the run fails as a whole if the pages did not really run the release (none of its files fetched from
 * its versioned path: a link that did not take would otherwise smoke-test stable).
 */
export interface SmokeOutcome {
  routes: SmokeRoute[];
  /** Each problem, prefixed by the route it happened on. */
  problems: string[];
}

/** How long one route may take to settle. */
const ROUTE_TIMEOUT_MS = 15_000;
/**
 * The whole run's limit: well inside the claim's lease (SMOKE_LEASE_SECONDS, 300 s), whose preview link and customer
 * session last as long, so a slow release fails for being slow, not for a link that expired or a claim another
 * runner took.
 */
const RUN_DEADLINE_MS = 200_000;

export async function visitRelease(browser: Browser, baseUrl: string, job: SmokeJob, routeTimeoutMs = ROUTE_TIMEOUT_MS): Promise<SmokeOutcome> {
  const problems: string[] = [];
  const routes: SmokeRoute[] = [];
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  try {
    // Signed in as the login page leaves a customer, and with the client id the link is for, before the shell's
    // first script runs.
    await context.addInitScript(
      ({ info, client }) => {
        localStorage.setItem('snapmall:client', client);
        if (!localStorage.getItem('snapmall:token')) {
          localStorage.setItem('snapmall:token', JSON.stringify(info.token));
          localStorage.setItem('snapmall:userinfo', JSON.stringify(info));
        }
      },
      { info: job.customer, client: job.client_id },
    );
    const page = await context.newPage();
    page.setDefaultNavigationTimeout(routeTimeoutMs);
    const deadline = Date.now() + RUN_DEADLINE_MS;
    const candidatePath = `/remotes/${job.remote}/v/${job.version}/`;
    let candidateFetched = false;
    let current = '';
    const report = (problem: string) => problems.push(`${current}: ${problem}`);
    watch(page, job.remote, report, (url) => {
      if (new URL(url).pathname.startsWith(candidatePath)) candidateFetched = true;
    });
    if (job.routes.length === 0) throw new Error('the release lists no route to open');
    // The link once, then hash navigations in the same tab: the shell keeps the preview for this tab only.
    current = job.routes[0]!;
    await page.goto(`${baseUrl}/${job.preview_query}#${current}`);
    await settle(page, routeTimeoutMs);
    for (const route of job.routes) {
      if (Date.now() > deadline) {
        problems.push(`the smoke run took over ${RUN_DEADLINE_MS / 1000} s and stopped before ${route}`);
        routes.push({ route, ok: false });
        continue;
      }
      current = route;
      const before = problems.length;
      await page.goto(`${baseUrl}/#${route}`).catch((error: Error) => report(error.message));
      const shown = await settle(page, routeTimeoutMs);
      if (shown) report(`the shell showed its ${shown} page`);
      routes.push({ route, ok: problems.length === before });
    }
    if (!candidateFetched) problems.push(`the preview did not take: no file of ${job.remote} ${job.version} was fetched`);
  } catch (error) {
    problems.push(`the smoke run stopped: ${(error as Error).message}`);
  } finally {
    await context.close().catch(() => undefined);
  }
  return { routes, problems };
}

/**
 * Whether a URL is another remote's file (`/remotes/<other>/…`): a remote that is down at the moment (the shell
 * shows its own pages as unavailable) is no fault of the release under test, so its 404s do not fail this one.
 */
const otherRemote = (url: string | undefined, remote: string) => {
  const owner = url ? /^\/remotes\/([^/]+)\//.exec(new URL(url, 'http://x').pathname)?.[1] : undefined;
  return owner !== undefined && owner !== remote;
};

/** Everything the page does wrong, as text to `report`; `seen` hears every response's URL. */
function watch(page: Page, remote: string, report: (problem: string) => void, seen: (url: string) => void) {
  page.on('pageerror', (error) => report(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' || otherRemote(message.location().url, remote)) return;
    // The first line: a stack trace says where, in minified code, what the first line already says.
    report(`console error: ${message.text().split('\n')[0]}`);
  });
  page.on('response', (response) => {
    seen(response.url());
    if (response.status() >= 400 && !otherRemote(response.url(), remote)) {
      report(`HTTP ${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
    }
  });
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'failed';
    // A navigation cancels what the previous route still had in flight: that is the browser, not the release.
    if (failure === 'net::ERR_ABORTED' || otherRemote(request.url(), remote)) return;
    report(`request failed: ${request.method()} ${new URL(request.url()).pathname} (${failure})`);
  });
}

/**
 * Waits until the route has settled (the network quiet, no loading spinner) and answers which of the shell's
 * stand-in pages it shows, if any.
 */
async function settle(page: Page, timeout: number): Promise<string | undefined> {
  await page.waitForLoadState('networkidle', { timeout }).catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('[role="progressbar"][aria-busy="true"]'), undefined, { timeout })
    .catch(() => undefined);
  // A render error can surface a frame after the last response: give the error boundary that frame.
  await page.waitForTimeout(300);
  if (await page.getByTestId('remote-unavailable').count()) return '"unavailable"';
  if (await page.getByTestId('not-found').count()) return '"not found"';
  if (await page.locator('[role="progressbar"][aria-busy="true"]').count()) return 'loading (still, after the wait)';
  return undefined;
}
