import { loadRegistry, loadVitalsSampleRate } from '../registry';
import { routeOf, sampled } from './page';

/** The browser's idle moment, or a short wait where it has none (Safari). */
const whenIdle = (callback: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(callback, { timeout: 5_000 }) : window.setTimeout(callback, 1_000);

/**
 * Field Web Vitals (issue 27), at no cost to the page's first paint: once it has loaded and the browser is idle,
 * a sampled page load (VITALS_SAMPLE_RATE, in remotes.json) fetches the chunk with the web-vitals library; the
 * others fetch nothing. The route the page was opened on is taken now, before the visitor can move on.
 */
export function startVitals(landing = routeOf(window.location.hash)): void {
  const begin = () =>
    loadVitalsSampleRate()
      .then((rate) => (sampled(rate) ? import(/* webpackChunkName: "vitals" */ './report') : undefined))
      .then((chunk) => chunk?.reportVitals(landing, loadRegistry()))
      .catch(() => undefined);
  if (document.readyState === 'complete') whenIdle(begin);
  else window.addEventListener('load', () => whenIdle(begin), { once: true });
}
