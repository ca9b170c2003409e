import { isShellPath } from '../routing/paths';
import { ownerOf } from '../routing/owner';
import { initialPath } from './early';
import { loadRegistry, loadRoutes, warmFederation } from './registry';

/**
 * Runs before the app renders (index.ts), after the boot entry has asked for remotes.json and the first remote's
 * manifest (early.ts): when the first page is a remote's, the federation chunk is fetched now and the remote's
 * route table is loaded as soon as the registry names it: nothing waits for the first render.
 */
export function startRemotes(path = initialPath()): void {
  if (isShellPath(path)) return;
  warmFederation();
  loadRegistry().then(
    (entries) => {
      const owner = ownerOf(entries, path);
      // The page asks for the same load (registry.ts keeps it); its failure is shown there.
      if (owner) loadRoutes(owner).catch(() => undefined);
    },
    () => undefined,
  );
}
