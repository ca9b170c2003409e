import type { RemoteRegistryEntry, RemoteRoutesModule } from '@snapmall/shared';
import { reportHealth } from '../routing/health';

export class RemoteUnavailableError extends Error {
  constructor(readonly remote: string, cause?: unknown) {
    super(`Remote ${remote} is unavailable`, { cause });
  }
}

/**
 * The run-time registry: remotes.json says which remote owns which route prefixes and where its manifest is,
 * so a team redeploys a remote (or points it elsewhere) without rebuilding the shell.
 */
export async function fetchRegistry(url = 'remotes.json'): Promise<RemoteRegistryEntry[]> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const body = (await response.json()) as { remotes?: RemoteRegistryEntry[] };
  return (body.remotes ?? []).filter((r) => r.name && r.manifest && Array.isArray(r.prefixes));
}

let registryRequest: Promise<RemoteRegistryEntry[]> | undefined;
/** remotes.json, asked for once: at start-up (startup.ts), before the app is evaluated, then shared by all. */
export function loadRegistry(): Promise<RemoteRegistryEntry[]> {
  registryRequest ??= fetchRegistry();
  return registryRequest;
}

/**
 * Everything that calls the federation runtime lives in this lazy chunk: home never loads it. Its contract is at
 * the top of federation.ts (a one-bundle build replaces that file).
 */
const federation = () => import('./federation');

/** Starts fetching the federation chunk early, when a remote will surely be needed (startup.ts). */
export function warmFederation(): void {
  federation().catch(() => undefined);
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

/** Loads a remote's route table once; a failure is not cached, so the user's Retry really tries again. */
export function loadRoutes(entry: RemoteRegistryEntry, retry = false): Promise<RemoteRoutesModule> {
  if (retry) loaded.delete(entry.name);
  let pending = loaded.get(entry.name);
  if (!pending) {
    pending = loadWithRetries(entry, retry);
    pending.then(
      () => reportHealth(entry.name, 'up'),
      () => {
        loaded.delete(entry.name);
        reportHealth(entry.name, 'down');
      },
    );
    loaded.set(entry.name, pending);
  }
  return pending;
}
