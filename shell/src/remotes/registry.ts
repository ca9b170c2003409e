import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRegistryEntry, RemoteRoutesModule } from '@snapmall/shared';
import { fallbackPlugin, isFallback } from './fallbackPlugin';
import { reportHealth } from './health';

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

let pluginsInstalled = false;
function installPlugins() {
  if (pluginsInstalled) return;
  pluginsInstalled = true;
  registerPlugins([fallbackPlugin()]);
}

const absolute = (url: string) => new URL(url, window.location.href).href;

export function register(entries: RemoteRegistryEntry[], force = false) {
  installPlugins();
  registerRemotes(entries.map((e) => ({ name: e.name, entry: absolute(e.manifest) })), { force });
}

export function ownerOf(entries: RemoteRegistryEntry[], path: string): RemoteRegistryEntry | undefined {
  return entries.find((entry) => entry.prefixes.some((prefix) => path.startsWith(prefix)));
}

/** Automatic attempts before a remote counts as unavailable (a blip in the network or a deploy in progress). */
export const LOAD_ATTEMPTS = 3;
const RETRY_DELAY_MS = 400;
/** SPEC.md §9: the async page loader gives up after 60 000 ms; a remote that slow counts as unavailable. */
export const LOAD_TIMEOUT_MS = 60_000;

const loaded = new Map<string, Promise<RemoteRoutesModule>>();

async function loadOnce(entry: RemoteRegistryEntry): Promise<RemoteRoutesModule> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteUnavailableError(entry.name, 'timeout')), LOAD_TIMEOUT_MS);
  });
  const module = await Promise.race([loadRemote<RemoteRoutesModule>(`${entry.name}/routes`), timeout]).finally(() =>
    clearTimeout(timer),
  );
  if (!module || isFallback(module) || !Array.isArray(module.routes)) throw new RemoteUnavailableError(entry.name);
  return module;
}

async function loadWithRetries(entry: RemoteRegistryEntry): Promise<RemoteRoutesModule> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await loadOnce(entry);
    } catch (error) {
      if (attempt >= LOAD_ATTEMPTS) throw new RemoteUnavailableError(entry.name, error);
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
      // The runtime remembers a failed entry: registering it again makes the next attempt fetch afresh.
      register([entry], true);
    }
  }
}

/** Loads a remote's route table once; a failure is not cached, so the user's Retry really tries again. */
export function loadRoutes(entry: RemoteRegistryEntry, retry = false): Promise<RemoteRoutesModule> {
  if (retry) {
    loaded.delete(entry.name);
    register([entry], true);
  }
  let pending = loaded.get(entry.name);
  if (!pending) {
    pending = loadWithRetries(entry);
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
