import { useSyncExternalStore } from 'react';
import { Workbox } from 'workbox-window';

/** How often an open page asks for a new deploy (besides every load, which the browser does itself). */
export const UPDATE_CHECK_MS = 30 * 60_000;

let workbox: Workbox | undefined;
let waiting = false;
let reloadAsked = false;
const listeners = new Set<() => void>();

function setWaiting(value: boolean) {
  waiting = value;
  for (const listener of listeners) listener();
}

/**
 * Registers dist/sw.js (built by Workbox's InjectManifest) once the page has loaded. A new deploy installs a new
 * worker beside the running one; it waits, and the page offers "new version — reload" (useUpdateWaiting) rather
 * than swapping the code under the customer's feet. The worker at the root of the shell controls the whole shop.
 */
export function registerServiceWorker(url = 'sw.js'): void {
  if (workbox || !('serviceWorker' in navigator)) return;
  const wb = new Workbox(url, { scope: './' });
  workbox = wb;
  wb.addEventListener('waiting', () => setWaiting(true));
  // A new worker took over (asked here or in another tab): this page runs the old deploy's code, so load the new.
  // A page opened before any worker existed is taken over by the first one, which changes no code: no reload.
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate || reloadAsked) {
      window.location.reload();
      return;
    }
    // The first worker: the registry and any remote this page loaded before it came are cached now (the worker
    // keeps only what its routes allow; API calls have none).
    const urlsToCache = performance.getEntriesByType('resource').map((entry) => entry.name);
    wb.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } }).catch(() => undefined);
  });
  wb.register().catch((error: unknown) => console.warn('The service worker could not be registered', error));

  let lastCheck = Date.now();
  const check = () => {
    if (document.visibilityState !== 'visible' || !navigator.onLine || Date.now() - lastCheck < UPDATE_CHECK_MS) return;
    lastCheck = Date.now();
    wb.update().catch(() => undefined);
  };
  document.addEventListener('visibilitychange', check);
  setInterval(check, UPDATE_CHECK_MS);
}

/**
 * Unregisters this shop's worker (a dev session runs without it: the page it stores carries the shop's usual
 * policy, which would block the developer's localhost build). Answers whether a worker controlled this page, which
 * then runs under that stored page until it is loaded again.
 */
export async function forgetServiceWorker(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  const registrations = await navigator.serviceWorker.getRegistrations().catch(() => []);
  await Promise.all(registrations.map((registration) => registration.unregister().catch(() => false)));
  return Boolean(navigator.serviceWorker.controller);
}

/** Activates the waiting worker; its "controlling" event then reloads the page with the new deploy. */
export function applyUpdate(): void {
  reloadAsked = true;
  workbox?.messageSkipWaiting();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a new deploy's worker waits for the customer's "reload". */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(subscribe, () => waiting, () => false);
}

