/** How long no new request must start for the page's own loading to count as done. */
export const QUIET_MS = 1_000;
/** The longest wait: a page that polls (the lottery's round) is never quiet for long, and idle-time work goes anyway. */
export const QUIET_AT_MOST_MS = 15_000;

/**
 * Calls back once the page's own loading is over: after the load event, when no request has started for QUIET_MS
 * (at most QUIET_AT_MOST_MS). The load event alone does not say it: a remote's page opened directly fetches its
 * remote after it, and an idle moment while those requests are out would start idle-time fetches that compete with
 * them for the phone's network (issue 27). Where the browser has no PerformanceObserver, at load. Answers a cancel.
 */
export function afterQuiet(callback: () => void): () => void {
  let done = false;
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  let latestTimer: ReturnType<typeof setTimeout> | undefined;
  let observer: PerformanceObserver | undefined;
  const stop = () => {
    done = true;
    clearTimeout(quietTimer);
    clearTimeout(latestTimer);
    observer?.disconnect();
    window.removeEventListener('load', loaded);
  };
  const fire = () => {
    if (done) return;
    stop();
    callback();
  };
  const waitQuiet = () => {
    clearTimeout(quietTimer);
    quietTimer = setTimeout(fire, QUIET_MS);
  };
  function loaded() {
    if (done) return;
    if (typeof PerformanceObserver === 'undefined') return fire();
    observer = new PerformanceObserver(waitQuiet);
    observer.observe({ type: 'resource' });
    latestTimer = setTimeout(fire, QUIET_AT_MOST_MS);
    waitQuiet();
  }
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
  return stop;
}
