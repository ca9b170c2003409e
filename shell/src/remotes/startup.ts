import { isShellPath } from '../routing/paths';
import { ownerOf } from '../routing/registry';
import { fetchManifestEarly } from '../federation/earlyManifest';
import { loadRegistry, loadRoutes, warmFederation } from './registry';

/** The path the hash router will show first (`#/pages/login/index?x=1` → `/pages/login/index`). */
export function initialPath(hash = window.location.hash): string {
  return hash.replace(/^#/, '').split('?')[0] || '/';
}

/**
 * Runs before the app renders (index.ts): remotes.json is on its way while React starts, and when the first page
 * is a remote's, the federation chunk comes in parallel with the registry, the remote's manifest as soon as the
 * registry names it (while the federation chunk may still be arriving), and its entry right after: nothing waits
 * for the first render.
 */
export function startRemotes(path = initialPath()): void {
  const registry = loadRegistry();
  if (isShellPath(path)) return;
  warmFederation();
  registry.then(
    (entries) => {
      const owner = ownerOf(entries, path);
      if (!owner) return;
      fetchManifestEarly(owner);
      // The page asks for the same load (registry.ts keeps it); its failure is shown there.
      loadRoutes(owner).catch(() => undefined);
    },
    () => undefined,
  );
}
