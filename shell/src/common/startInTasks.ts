/** Resolves in a task of its own: what follows runs after the browser has had the main thread back. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Marks this history entry as the hash router's first now, while main.js runs before the load event: react-router
 * keeps its index in `history.state.idx` and, finding none, writes it with `replaceState`. Made by the router once
 * the app has started (a few tasks after load), that write cancels a hash navigation Chromium has under way (a
 * link followed at once; a test's `goto` right after a reload). With the mark there, the router writes nothing.
 */
function markFirstHistoryEntry() {
  const state = window.history.state as { idx?: unknown } | null;
  if (state?.idx == null) window.history.replaceState({ ...state, idx: 0 }, '');
}

/**
 * Evaluates an entry's app a part per task: React DOM's code, then the app's (`app`, an `eager` import: the modules
 * stay in main.js, no request), each after the browser has had the main thread back to paint or answer a tap. One
 * long task of evaluating main.js was most of a phone's blocking time (issue 27: TBT on the deposit page 145 → 29
 * ms under Lighthouse's mobile preset).
 */
export function startInTasks<T>(app: () => Promise<T>): Promise<T> {
  markFirstHistoryEntry();
  return nextTask()
    .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
    .then(nextTask)
    .then(app);
}
