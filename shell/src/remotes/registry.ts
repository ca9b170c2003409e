import type { RemoteRegistryEntry, RemoteRoutesModule } from '@snapmall/shared';
import type { RegistryDev } from '@snapmall/shared/remote';
import { reportHealth } from '../routing/health';
import { routesWithinPrefixes } from '../routing/registry';
import { requestRegistry, type PagePreview } from './registryRequest';
import { TELEMETRY_URL, telemetryBody } from './telemetryBody';

export class RemoteUnavailableError extends Error {
  constructor(readonly remote: string, cause?: unknown) {
    super(`Remote ${remote} is unavailable`, { cause });
  }
}

/** remotes.json's remotes, each narrowed to the release this page runs (registryRequest.ts asks once). */
export function loadRegistry(): Promise<RemoteRegistryEntry[]> {
  return requestRegistry().then((registry) => registry.remotes);
}

/** What the preview link held by this tab did, if one was (the banner shows it). */
export function loadPreview(): Promise<PagePreview | undefined> {
  return requestRegistry().then((registry) => registry.preview);
}

/** This browser's dev session, if it holds one (dev/DevStatus.tsx shows it). */
export function loadDev(): Promise<RegistryDev | undefined> {
  return requestRegistry().then((registry) => registry.dev);
}

/** How many page loads in one report their Web Vitals (vitals/start.ts). */
export function loadVitalsSampleRate(): Promise<number> {
  return requestRegistry().then((registry) => registry.vitalsSampleRate);
}

/**
 * Everything that calls the federation runtime lives in this lazy chunk: home never loads it. Its contract is at
 * the top of federation.ts (a one-bundle build replaces that file).
 */
const federation = () => import('../federation/federation');

/** Starts fetching the federation chunk early, when a remote will surely be needed (startup.ts). */
export function warmFederation(): void {
  federation().catch(() => undefined);
}

/**
 * Telemetry is a small chunk of its own, never on a page's critical path: a load report waits here until the page
 * has had LOAD_REPORT_DELAY_MS to settle (the chunk's own batching would hold it that long anyway), then the chunk
 * is fetched and sends what waited at once. A failure is reported without waiting. A page hidden or left before the
 * chunk came cannot fetch it any more: the waiting loads go out from here, by beacon (beaconLoads).
 */
const telemetry = () => import(/* webpackChunkName: "telemetry" */ './telemetry');
type Telemetry = Awaited<ReturnType<typeof telemetry>>;
const LOAD_REPORT_DELAY_MS = 2_000;
const waiting: Array<(module: Telemetry) => void> = [];
/** Loads not yet handed to the chunk. */
const waitingLoads: RemoteRegistryEntry[] = [];
let telemetryModule: Promise<Telemetry> | undefined;
let delayed: ReturnType<typeof setTimeout> | undefined;
function sendWaiting(): void {
  clearTimeout(delayed);
  telemetryModule ??= telemetry();
  telemetryModule.then(
    (t) => {
      waitingLoads.splice(0).forEach(t.reportLoad);
      waiting.splice(0).forEach((send) => send(t));
      t.flushTelemetry();
    },
    () => undefined,
  );
}
function report(send: (module: Telemetry) => void): void {
  waiting.push(send);
  sendWaiting();
}

/** The page is hidden or left: the waiting loads go out by beacon from here, so a visit shorter than the delay counts. */
function beaconLoads(): void {
  const events = waitingLoads.splice(0).map(({ remote, name, version }) => ({ remote: remote ?? name.replace(/_/g, '-'), version: version!, kind: 'load' as const }));
  if (events.length) navigator.sendBeacon?.(TELEMETRY_URL, new Blob([telemetryBody(events)], { type: 'application/json' }));
}

function reportLoad(entry: RemoteRegistryEntry): void {
  // A remote served from a local build has no version: nothing to count.
  if (!entry.version) return;
  waitingLoads.push(entry);
  if (telemetryModule) return sendWaiting();
  if (!delayed) {
    delayed = setTimeout(sendWaiting, LOAD_REPORT_DELAY_MS);
    // pagehide sees the page hidden; visibilitychange covers a phone that discards a hidden tab without a pagehide.
    for (const [target, type] of [[window, 'pagehide'], [document, 'visibilitychange']] as const) target.addEventListener(type, beaconLoads);
  }
}

/** A remote's page threw or its chunk failed to load (the app's error boundary): counts against its release. */
export function reportPageFailure(entry: RemoteRegistryEntry, error: unknown, route: string): void {
  report((t) => t.reportFailure(entry, error, route));
}

/** Automatic attempts before a remote counts as unavailable (a blip in the network or a deploy in progress). */
export const LOAD_ATTEMPTS = 3;
const RETRY_DELAY_MS = 400;
/** SPEC.md §9: the async page loader gives up after 60 000 ms; a remote that slow counts as unavailable. */
export const LOAD_TIMEOUT_MS = 60_000;

const loaded = new Map<string, Promise<RemoteRoutesModule>>();
/** Whether the remote's route table is loaded or on its way (nothing left to prefetch). */
export const loadedAlready = (entry: RemoteRegistryEntry) => loaded.has(entry.name);

async function loadOnce(entry: RemoteRegistryEntry, force: boolean): Promise<RemoteRoutesModule> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteUnavailableError(entry.name, 'timeout')), LOAD_TIMEOUT_MS);
  });
  const load = federation().then((f) => f.loadRemoteRoutes(entry, force));
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}

async function loadWithRetries(entry: RemoteRegistryEntry, force: boolean): Promise<RemoteRoutesModule> {
  for (let attempt = 1; ; attempt++) {
    try {
      // The runtime remembers a failed entry: a retry makes it fetch afresh.
      return await loadOnce(entry, force || attempt > 1);
    } catch (error) {
      if (attempt >= LOAD_ATTEMPTS) throw new RemoteUnavailableError(entry.name, error);
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
    }
  }
}

/** Why a load failed for good, by name: the last attempt's cause (a time-out is named so). */
function causeOf(error: unknown): unknown {
  let cause = error;
  while (cause instanceof RemoteUnavailableError) cause = cause.cause;
  return cause === 'timeout' ? 'Timeout' : cause;
}

/** The table as the shell uses it: only routes under the remote's own prefixes (routing/registry.ts). */
function checkedRoutes(entry: RemoteRegistryEntry, module: RemoteRoutesModule): RemoteRoutesModule {
  const routes = routesWithinPrefixes(entry, module.routes, (route) => {
    // An error, not a warning: the release gate's smoke run fails a candidate on any console error.
    console.error(`Remote ${entry.remote ?? entry.name} declares the route ${route.path} outside its prefixes ${entry.prefixes.join(', ')}; it is left out`);
    report((t) => t.reportFailure(entry, 'RouteOutsidePrefixes', route.path));
  });
  return routes.length === module.routes.length ? module : { ...module, routes };
}

/** Loads a remote's route table once; a failure is not cached, so the user's Retry really tries again. */
export function loadRoutes(entry: RemoteRegistryEntry, retry = false): Promise<RemoteRoutesModule> {
  if (retry) loaded.delete(entry.name);
  let pending = loaded.get(entry.name);
  if (!pending) {
    pending = loadWithRetries(entry, retry).then((module) => {
      reportLoad(entry);
      return checkedRoutes(entry, module);
    });
    pending.then(
      () => reportHealth(entry.name, 'up'),
      (error: unknown) => {
        loaded.delete(entry.name);
        reportHealth(entry.name, 'down');
        report((t) => t.reportFailure(entry, causeOf(error)));
      },
    );
    loaded.set(entry.name, pending);
  }
  return pending;
}
