import type { RegistryPreview, RemoteRegistryEntry, RemoteRoutesModule } from '@snapmall/shared';
import { reportHealth } from '../routing/health';
import { routesWithinPrefixes } from '../routing/registry';
import { chooseRelease, readPreview, type ChosenEntry } from '../federation/channel';
import { clientId } from '../federation/clientId';
import { adoptPreviewLink, clearPreviewToken, previewToken } from './previewToken';
import { TELEMETRY_URL, telemetryBody } from './telemetryBody';

export class RemoteUnavailableError extends Error {
  constructor(readonly remote: string, cause?: unknown) {
    super(`Remote ${remote} is unavailable`, { cause });
  }
}

/** What a preview link did (the server's word), or `client-id`: the address asked to see this browser's id. */
export type PagePreview = RegistryPreview | { state: 'client-id' };

/** What the page runs: each remote's release chosen for this client, and what a preview link did. */
export interface PageRegistry {
  remotes: ChosenEntry[];
  preview?: PagePreview;
  /** The share of page loads whose Web Vitals are reported (VITALS_SAMPLE_RATE; 1 when the registry does not say). */
  vitalsSampleRate: number;
}

/** remotes.json's `vitals.sample_rate` when it is a share from 0 to 1; else every page load, the server's default. */
const readSampleRate = (vitals: unknown): number => {
  const rate = (vitals as { sample_rate?: unknown } | null | undefined)?.sample_rate;
  return typeof rate === 'number' && rate >= 0 && rate <= 1 ? rate : 1;
};

/**
 * The run-time registry: remotes.json says which remote owns which route prefixes and where its manifest is,
 * so a team redeploys a remote (or points it elsewhere) without rebuilding the shell. Each entry is narrowed to
 * the one release this client runs (stable, canary or preview; channel.ts).
 */
export async function fetchRegistry(url = 'remotes.json', client = clientId()): Promise<PageRegistry> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const body = (await response.json()) as { remotes?: RemoteRegistryEntry[]; preview?: unknown; vitals?: unknown };
  const remotes = (body.remotes ?? []).filter((r) => r.name && r.manifest && Array.isArray(r.prefixes));
  const preview = readPreview(body.preview);
  return { remotes: remotes.map((entry) => chooseRelease(entry, client)), ...(preview ? { preview } : {}), vitalsSampleRate: readSampleRate(body.vitals) };
}

/**
 * remotes.json for this tab: with the preview link's token and the client id while a preview is held (the
 * server swaps the previewed release in for this client only). A link that is no longer good is dropped at
 * once, so the next load is an ordinary one.
 */
async function fetchPageRegistry(): Promise<PageRegistry> {
  if (adoptPreviewLink() === 'client-id') return { ...(await fetchRegistry()), preview: { state: 'client-id' } };
  const token = previewToken();
  if (!token) return fetchRegistry();
  const client = clientId();
  const registry = await fetchRegistry(`remotes.json?preview=${encodeURIComponent(token)}&client=${encodeURIComponent(client)}`, client);
  if (registry.preview?.state !== 'active') clearPreviewToken();
  return registry;
}

let registryRequest: Promise<PageRegistry> | undefined;
/**
 * remotes.json, asked for once per page load: at start-up (startup.ts), before the app is evaluated, then shared
 * by all. An open page keeps the releases it chose; a new stable or canary is taken on the next load.
 */
export function loadRegistry(): Promise<RemoteRegistryEntry[]> {
  registryRequest ??= fetchPageRegistry();
  return registryRequest.then((registry) => registry.remotes);
}

/** What the preview link held by this tab did, if one was (the banner shows it). */
export function loadPreview(): Promise<PagePreview | undefined> {
  registryRequest ??= fetchPageRegistry();
  return registryRequest.then((registry) => registry.preview);
}

/** How many page loads in one report their Web Vitals (vitals/start.ts). */
export function loadVitalsSampleRate(): Promise<number> {
  registryRequest ??= fetchPageRegistry();
  return registryRequest.then((registry) => registry.vitalsSampleRate);
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
