import { fetchManifestEarly } from '../federation/earlyManifest';
import { ownerOf } from '../routing/owner';
import { isShellPath } from '../routing/paths';
import { requestRegistry } from './registryRequest';

/** The path the hash router will show first (`#/pages/login/index?x=1` → `/pages/login/index`). */
export function initialPath(hash = window.location.hash): string {
  return hash.replace(/^#/, '').split('?')[0] || '/';
}

/**
 * Run by the boot entry (boot.ts), the page's first script, while main.js is still on its way: remotes.json is
 * asked for, and when the first page is a remote's, its manifest as soon as the registry names it, then its entry
 * and route table's files (earlyManifest.ts). On a phone's network these three round trips used to start only
 * once main.js had arrived and run. Nothing here imports React or the app: the boot entry stays a few KB.
 */
export function startEarly(path = initialPath()): void {
  const registry = requestRegistry();
  if (isShellPath(path)) return;
  registry.then(
    ({ remotes }) => {
      const owner = ownerOf(remotes, path);
      if (owner) fetchManifestEarly(owner);
    },
    () => undefined,
  );
}
