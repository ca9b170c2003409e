import { loadRegistry, loadVitalsSampleRate } from '../registry';
import { IDLE_PRELOAD_MARK } from '../useIdlePreload';
import { routeOf, sampled } from './page';

/** The browser's idle moment, or a short wait where it has none (Safari). */
const whenIdle = (callback: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(callback, { timeout: 5_000 }) : window.setTimeout(callback, 1_000);
/** Idle moments to wait for the tab bar's preload to go first; past them the vitals go anyway (a page with no tab bar). */
const IDLE_TURNS = 3;

/**
 * Field Web Vitals (issue 27), at no cost to the page's first paint: once it has loaded and the browser is idle,
 * behind the tab bar's idle preload (which the next tap needs more), a sampled page load (VITALS_SAMPLE_RATE, in
 * remotes.json) fetches the chunk with the web-vitals library; the others fetch nothing. The library reads the
 * browser's buffered entries, so what happened before it came is measured too. The route the page was opened on
 * is taken now, before the visitor can move on.
 */
export function startVitals(landing = routeOf(window.location.hash)): void {
  const begin = () =>
    loadVitalsSampleRate()
      .then((rate) => (sampled(rate) ? import(/* webpackChunkName: "vitals" */ './report') : undefined))
      .then((chunk) => chunk?.reportVitals(landing, loadRegistry()))
      .catch(() => undefined);
  const afterPreload = (turns: number) => () => {
    if (turns <= 1 || performance.getEntriesByName(IDLE_PRELOAD_MARK).length > 0) begin();
    else whenIdle(afterPreload(turns - 1));
  };
  if (document.readyState === 'complete') whenIdle(afterPreload(IDLE_TURNS));
  else window.addEventListener('load', () => whenIdle(afterPreload(IDLE_TURNS)), { once: true });
}
