import type { AppInstance } from './app-types';

/**
 * Runs a task on the server's own schedule: once as soon as the server is ready (so a restart catches up), then
 * every `everyMs`, never two runs at once on this instance; stopped, and the running one waited for, on close.
 * Tasks must be safe with several instances running them (each does its work under row locks).
 */
export function runPeriodically(app: AppInstance, name: string, everyMs: number, task: () => Promise<unknown>): void {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= task()
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error, task: name }, 'scheduled task failed; it runs again next time'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, everyMs).unref();
  app.addHook('onReady', async () => run());
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
