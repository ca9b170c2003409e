import { delay, http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { DEFAULT_LANGUAGE, isLanguage } from '../contract/envelope';
import type { UserInfo } from '../contract/account';
import { answerCall, type MockCall } from './runtime';
import { chooseScenario, currentScenario, GENERIC_SCENARIOS, NORMAL, SLOW_MS } from './scenarios';
import { clearState, loadState, saveState } from './store';
import type { MockBody, MockControls, MockRemote, MockSession } from './types';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The call as the base query sends it (shared/src/api/baseQuery.ts): lang and token in the body and headers. */
async function callOf(request: Request): Promise<MockCall> {
  const { lang, token, ...body } = ((await request.json().catch(() => ({}))) ?? {}) as MockBody;
  const headerToken = request.headers.get('token') ?? undefined;
  return {
    url: new URL(request.url).pathname,
    body,
    lang: isLanguage(lang) ? lang : DEFAULT_LANGUAGE,
    token: headerToken ?? (typeof token === 'string' ? token : undefined),
    now: nowSeconds(),
  };
}

/**
 * Starts Mock Service Worker in this page: every POST to /api/* is answered from the remote's mock in the current
 * scenario, and nothing else is touched (scripts and styles load from the network). MSW is only the transport; the
 * answers come from answerCall, which jest runs without it. At the start of a session the customer is signed in
 * once, so a shared link opens its page at once; after a 401 they sign in themselves, as with the real server.
 */
export async function startMock<S extends { session: MockSession }>(remote: MockRemote<S>): Promise<MockControls> {
  const scenarios = [...GENERIC_SCENARIOS, ...remote.scenarios];
  const scenario = currentScenario(scenarios);
  loadState(remote, scenario, scenarios, nowSeconds());

  const worker = setupWorker(
    http.post('/api/*', async ({ request }) => {
      const call = await callOf(request);
      const state = loadState(remote, scenario, scenarios, call.now);
      const outcome = answerCall(remote, state, scenario, call);
      saveState(remote, state);
      if (outcome.delayMs) await delay(outcome.delayMs);
      return 'offline' in outcome ? HttpResponse.error() : HttpResponse.json(outcome.answer.body, { status: outcome.answer.status });
    }),
  );
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });

  const calls = new PageApiCalls();
  // Before the change the page makes no new call and lets those under way be answered, so none writes into the new
  // scenario's state; then it reloads. The worker lets a page go as it reloads, and a call it handles after that goes
  // on to the host (a real /api call from QA's mock). The wait outlasts the slow scenario's delay.
  const changeAndReload = (change: () => void) =>
    void calls.holdAndSettle(SLOW_MS + 1_000).then(() => {
      change();
      window.location.reload();
    });
  return {
    scenarios,
    current: scenario,
    choose: (name) => changeAndReload(() => chooseScenario(name)),
    reset: () => changeAndReload(() => clearState(remote.name)),
    signedIn: autoSignIn(remote, scenario, scenarios),
  };
}

/** This page's /api calls (its fetches to its own /api/): how many are under way, and a stop to new ones. */
class PageApiCalls {
  private underWay = 0;
  private held = false;
  private settled: Array<() => void> = [];

  constructor() {
    const fetchBefore = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (!isApiCall(input)) return fetchBefore(input, init);
      // Held: the page is going; the call waits with it.
      if (this.held) return new Promise<Response>(() => undefined);
      this.underWay += 1;
      return fetchBefore(input, init).finally(() => {
        this.underWay -= 1;
        if (this.underWay === 0) for (const resolve of this.settled.splice(0)) resolve();
      });
    };
  }

  /** No new call from now on; resolves once those under way have their answers (or after `atMostMs`). */
  holdAndSettle(atMostMs: number): Promise<void> {
    this.held = true;
    if (this.underWay === 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.settled.push(resolve);
      window.setTimeout(resolve, atMostMs);
    });
  }
}

function isApiCall(input: RequestInfo | URL): boolean {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
  return url.origin === window.location.origin && url.pathname.startsWith('/api/');
}

function autoSignIn<S extends { session: MockSession }>(remote: MockRemote<S>, scenario: string, scenarios: MockControls['scenarios']): UserInfo | undefined {
  const state = loadState(remote, scenario, scenarios, nowSeconds());
  if (state.session.autoSignedIn) return undefined;
  state.session.autoSignedIn = true;
  const call = { url: '/api/user/login', body: remote.customer, lang: DEFAULT_LANGUAGE, now: nowSeconds() };
  const outcome = answerCall(remote, state, NORMAL, call);
  saveState(remote, state);
  // A login the scenario refuses (a locked account) leaves nobody signed in: the page then asks, as it would.
  if (!('answer' in outcome) || outcome.answer.body.code !== 1) return undefined;
  return (outcome.answer.body.data as { userinfo: UserInfo }).userinfo;
}
