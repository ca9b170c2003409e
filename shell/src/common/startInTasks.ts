/** Resolves in a task of its own: what follows runs after the browser has had the main thread back. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Evaluates an entry's app a part per task: React DOM's code, then the app's (`app`, an `eager` import: the modules
 * stay in main.js, no request), each after the browser has had the main thread back to paint or answer a tap. One
 * long task of evaluating main.js was most of a phone's blocking time (issue 27: TBT on the deposit page 145 → 29
 * ms under Lighthouse's mobile preset).
 */
export function startInTasks<T>(app: () => Promise<T>): Promise<T> {
  return nextTask()
    .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
    .then(nextTask)
    .then(app);
}
