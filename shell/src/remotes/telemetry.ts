import type { RemoteRegistryEntry } from '@snapmall/shared';
import type { TelemetryEvent } from '@snapmall/shared/contract';
import { TELEMETRY_URL, telemetryBody } from './telemetryBody';

/**
 * What the shell tells the release store about the remotes it runs: a load of a release, or a failure (loading
 * it failed for good, a page of it threw, its route table broke the rules). The canary judge compares the
 * canary's failure rate with stable's from these. Names only: no user, no query string, no message text. Each
 * batch carries the client id (and a preview link's token while one is held): the server counts a client once per
 * version, and only for a version it serves that client. Best effort by design: batched, capped, never retried,
 * never thrown.
 */

export { TELEMETRY_URL };
export const FLUSH_AFTER_MS = 2_000;
/** The server takes at most this many events a request (TelemetryRemoteBody). */
export const BATCH_SIZE = 20;
/** A page stuck in a failure loop must not flood the server: events past this in a minute are dropped. */
export const MAX_EVENTS_PER_MINUTE = 30;
const MINUTE_MS = 60_000;

// The server's patterns (shared/src/contract/releases.ts): an event it would refuse is never sent, so one bad
// event cannot cost the whole batch a 422.
const REMOTE = /^[a-z][a-z0-9-]{1,39}$/;
const VERSION = /^[0-9A-Za-z.+-]{3,80}$/;
const ROUTE = /^(\/[A-Za-z0-9_/-]*)?$/;
const ERROR_NAME_LENGTH = 60;

let queue: TelemetryEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let acceptedAt: number[] = [];
let listening = false;

/** The registry's name (mf-bank) of an entry, and its version; none for a remote served from a local build. */
function releaseOf(entry: RemoteRegistryEntry): { remote: string; version: string } | undefined {
  const remote = entry.remote ?? entry.name.replace(/_/g, '-');
  if (!entry.version || !REMOTE.test(remote) || !VERSION.test(entry.version)) return undefined;
  return { remote, version: entry.version };
}

/** The error's name (TypeError, ChunkLoadError), cut to what the server takes; never its message. */
export function errorName(error: unknown): string {
  const raw = error instanceof Error ? error.name : typeof error === 'string' ? error : (error as { name?: unknown } | null)?.name;
  const name = (typeof raw === 'string' ? raw : '').replace(/[^A-Za-z0-9_.$-]/g, '').slice(0, ERROR_NAME_LENGTH);
  return name || 'Error';
}

function send(events: TelemetryEvent[], leaving: boolean): void {
  const body = telemetryBody(events);
  try {
    // Leaving the page: the beacon outlives it; a browser without one (or refusing it) gets a keepalive fetch.
    if (leaving && navigator.sendBeacon?.(TELEMETRY_URL, new Blob([body], { type: 'application/json' }))) return;
    fetch(TELEMETRY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      credentials: 'omit',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Telemetry never breaks the page.
  }
}

/** Sends what is queued, in batches the server takes. */
export function flushTelemetry(leaving = false): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) send(queue.splice(0, BATCH_SIZE), leaving);
}

function listenForLeaving(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('pagehide', () => flushTelemetry(true));
  // A phone often kills a hidden tab without a pagehide: hiding is the last sure moment.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushTelemetry(true);
  });
}

function enqueue(event: TelemetryEvent, now: number): void {
  acceptedAt = acceptedAt.filter((at) => now - at < MINUTE_MS);
  if (acceptedAt.length >= MAX_EVENTS_PER_MINUTE) return;
  acceptedAt.push(now);
  queue.push(event);
  listenForLeaving();
  if (queue.length >= BATCH_SIZE) flushTelemetry();
  else timer ??= setTimeout(() => flushTelemetry(), FLUSH_AFTER_MS);
}

/** A remote's route table loaded. */
export function reportLoad(entry: RemoteRegistryEntry): void {
  try {
    const release = releaseOf(entry);
    if (release) enqueue({ ...release, kind: 'load' }, Date.now());
  } catch {
    // Telemetry never breaks the page.
  }
}

/** A remote failed: its load (for good), one of its pages, or its route table. `route` is a route's path. */
export function reportFailure(entry: RemoteRegistryEntry, error: unknown, route?: string): void {
  try {
    const release = releaseOf(entry);
    if (!release) return;
    const path = route?.split(/[?#]/)[0];
    const where = path && path.length <= 80 && ROUTE.test(path) ? { route: path } : {};
    enqueue({ ...release, kind: 'failure', error: errorName(error), ...where }, Date.now());
  } catch {
    // Telemetry never breaks the page.
  }
}

/** For tests: forget the queue and the minute's count. */
export function resetTelemetry(): void {
  clearTimeout(timer);
  timer = undefined;
  queue = [];
  acceptedAt = [];
}
