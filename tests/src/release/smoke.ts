import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../browser';

/**
 * The smoke run of a release candidate (issue 17): the live shop opened through the candidate's preview link in a
 * real Chromium, signed in as a customer, every route of the candidate's route table visited in the one tab the
 * link switched. It passes only if no page threw, the console stayed free of errors, no request failed, no route
 * showed the shell's "unavailable" or "not found" page, and the pages really ran the candidate (its files were
 * fetched from its versioned path: a link that did not take would otherwise smoke-test stable).
 * It lives with the browser tests (it uses their Chromium) and is run by `npm run release` and by them.
 */
export interface SmokeRun {
  baseUrl: string;
  /** The preview call's `query`: `?preview=<token>`. */
  previewQuery: string;
  /** The client id the link was made for: the smoke run's browser takes it as its own. */
  clientId: string;
  remote: string;
  version: string;
  routes: string[];
  customer: { username: string; password: string };
  /** A browser to open the tab in; by default one is launched and closed again. */
  browser?: Browser;
  /** How long one route may take to settle. */
  routeTimeoutMs?: number;
}

export interface SmokeVerdict {
  passed: boolean;
  problems: string[];
  /** One line per route and the problems, short enough for the release's smoke note (2,000 characters). */
  note: string;
}

const NOTE_LIMIT = 2000;

export async function runSmoke(run: SmokeRun): Promise<SmokeVerdict> {
  const problems: string[] = [];
  const visited: string[] = [];
  const { routes } = run;
  const browser = run.browser ?? (await launchBrowser());
  try {
    const userinfo = await signIn(run.baseUrl, run.customer);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
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
      { info: userinfo, client: run.clientId },
    );
    const page = await context.newPage();
    const candidatePath = `/remotes/${run.remote}/v/${run.version}/`;
    let candidateFetched = false;
    let current = '';
    const report = (problem: string) => problems.push(`${current}: ${problem}`);
    watch(page, report, (url) => {
      if (new URL(url).pathname.startsWith(candidatePath)) candidateFetched = true;
    });
    const timeout = run.routeTimeoutMs ?? 15_000;
    if (run.routes.length === 0) throw new Error('the release lists no route to open');
    // The link once, then hash navigations in the same tab: the shell keeps the preview for this tab only.
    current = run.routes[0]!;
    await page.goto(`${run.baseUrl}/${run.previewQuery}#${current}`);
    await settle(page, timeout);
    for (const route of routes) {
      current = route;
      const before = problems.length;
      await page.goto(`${run.baseUrl}/#${route}`).catch((error: Error) => report(error.message));
      const shown = await settle(page, timeout);
      if (shown) report(`the shell showed its ${shown} page`);
      visited.push(`${route} ${problems.length === before ? 'ok' : 'FAILED'}`);
    }
    if (!candidateFetched) problems.push(`the preview did not take: no file of ${run.remote} ${run.version} was fetched (link expired, or made for another browser?)`);
    await context.close();
  } catch (error) {
    problems.push(`the smoke run stopped: ${(error as Error).message}`);
  } finally {
    if (!run.browser) await browser.close();
  }
  const passed = problems.length === 0;
  const note = [`${passed ? 'passed' : 'failed'}: ${visited.length}/${routes.length} routes`, ...visited, ...problems].join('\n');
  return { passed, problems, note: note.length > NOTE_LIMIT ? `${note.slice(0, NOTE_LIMIT - 1)}…` : note };
}

async function signIn(baseUrl: string, customer: SmokeRun['customer']): Promise<{ token: string }> {
  const answer = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: customer.username, password: customer.password }),
  });
  const json = (await answer.json().catch(() => ({}))) as { code?: number; msg?: string; data?: { userinfo?: { token?: string } } };
  const userinfo = json.data?.userinfo;
  if (json.code !== 1 || !userinfo?.token) throw new Error(`cannot sign in as ${customer.username}: ${json.msg ?? answer.status}`);
  return userinfo as { token: string };
}

/** Everything the page does wrong, as text to `report`; `seen` hears every response's URL. */
function watch(page: Page, report: (problem: string) => void, seen: (url: string) => void) {
  page.on('pageerror', (error) => report(`page error: ${error.message}`));
  page.on('console', (message) => {
    // The first line: a stack trace says where, in minified code, what the first line already says.
    if (message.type() === 'error') report(`console error: ${message.text().split('\n')[0]}`);
  });
  page.on('response', (response) => {
    seen(response.url());
    if (response.status() >= 400) report(`HTTP ${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'failed';
    // A navigation cancels what the previous route still had in flight: that is the browser, not the release.
    if (failure === 'net::ERR_ABORTED') return;
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
