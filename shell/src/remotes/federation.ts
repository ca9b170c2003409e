/*
 * CONTRACT — the one shell module that talks to the Module Federation runtime.
 *
 * The rest of the shell reaches this file only through `import('./federation')`, so the federation runtime and
 * the share scope are a lazy chunk, paid for on the first visit to a remote's route (or an idle preload).
 * It exports exactly:
 *
 *   loadRemoteRoutes(entry: RemoteRegistryEntry, force: boolean): Promise<RemoteRoutesModule>
 *     Loads the remote's exposed './routes'. `force` forgets whatever the runtime remembers of that remote (a
 *     failed manifest or entry) and fetches it afresh. Rejects when the remote cannot be loaded; retries,
 *     the time limit and health reporting are the caller's (registry.ts).
 *
 *   preloadRemote(entry: RemoteRegistryEntry): Promise<void>
 *     Fetches what loading the remote will need (manifest, remoteEntry.js, the exposed module's chunks) without
 *     running the remote's code; never rejects.
 *
 * A build with every remote in one ordinary bundle replaces this file (NormalModuleReplacementPlugin) with one
 * that `import()`s each remote's `src/routes.tsx`.
 */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRegistryEntry, RemoteRoutesModule } from '@snapmall/shared';
import { fallbackPlugin, isFallback } from './fallbackPlugin';

let pluginsInstalled = false;
const registered = new Set<string>();
const absolute = (url: string) => new URL(url, window.location.href).href;

function register(entry: RemoteRegistryEntry, force: boolean) {
  if (!pluginsInstalled) {
    pluginsInstalled = true;
    registerPlugins([fallbackPlugin()]);
  }
  if (registered.has(entry.name) && !force) return;
  registered.add(entry.name);
  registerRemotes([{ name: entry.name, entry: absolute(entry.manifest) }], { force });
}

export async function loadRemoteRoutes(entry: RemoteRegistryEntry, force: boolean): Promise<RemoteRoutesModule> {
  register(entry, force);
  const module = await loadRemote<RemoteRoutesModule>(`${entry.name}/routes`);
  if (!module || isFallback(module) || !Array.isArray(module.routes)) throw new Error(`Remote ${entry.name} answered no routes`);
  return module;
}

export async function preloadRemote(entry: RemoteRegistryEntry): Promise<void> {
  register(entry, false);
}
