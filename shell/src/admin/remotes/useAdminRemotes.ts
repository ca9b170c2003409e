import { useCallback, useEffect, useState } from 'react';
import { catalogsAdded, useAppDispatch, type RemoteRegistryEntry } from '@snapmall/shared';
import type { AdminPage } from '@snapmall/shared/admin';
import { loadConsoleRegistry } from '../common/consoleRegistry';
import type { GroupId, RemoteGroup } from '../routing/pageTypes';
import { loadAdminModule, pagesWithinPrefix } from '../common/adminRemotes';

/** Where a remote's group of pages stands: its pages, or why there are none to show. */
export type RemoteGroupState =
  | { status: 'loading' }
  | { status: 'ready'; pages: AdminPage[] }
  | { status: 'unavailable'; retry: () => void }
  /** The registry names no such remote: the group has nothing to show. */
  | { status: 'absent' };

/** remotes.json, once per page (the shop's registry code: the same releases and canaries as the shop). */
export function useRegistry(): RemoteRegistryEntry[] | null {
  const [registry, setRegistry] = useState<RemoteRegistryEntry[] | null>(null);
  useEffect(() => {
    loadConsoleRegistry().then(setRegistry, (error: unknown) => {
      console.warn('remotes.json could not be loaded', error);
      setRegistry([]);
    });
  }, []);
  return registry;
}

/**
 * Each remote group's pages, loaded at start for the groups the operator may open (the menu lists them), each on
 * its own: one remote down leaves its group "unavailable, retry" and every other group working.
 */
export function useAdminRemotes(registry: RemoteRegistryEntry[] | null, groups: readonly RemoteGroup[]): ReadonlyMap<GroupId, RemoteGroupState> {
  const dispatch = useAppDispatch();
  const [states, setStates] = useState<ReadonlyMap<GroupId, RemoteGroupState>>(new Map());
  const set = useCallback((id: GroupId, state: RemoteGroupState) => setStates((s) => new Map(s).set(id, state)), []);
  const names = groups.map((g) => g.id).join(',');

  useEffect(() => {
    if (!registry) return;
    let live = true;
    const load = (group: RemoteGroup, entry: RemoteRegistryEntry, retry: boolean) => {
      loadAdminModule(entry, retry).then(
        (module) => {
          if (!live) return;
          dispatch(catalogsAdded({ owner: `${entry.name}/admin`, catalogs: module.messages }));
          set(group.id, { status: 'ready', pages: pagesWithinPrefix(entry.remote ?? entry.name, group.prefix, module.pages) });
        },
        (error: unknown) => {
          if (!live) return;
          console.warn(`The console pages of ${entry.name} could not be loaded`, error);
          const again = () => {
            set(group.id, { status: 'loading' });
            load(group, entry, true);
          };
          set(group.id, { status: 'unavailable', retry: again });
        },
      );
    };
    for (const group of groups) {
      const entry = registry.find((e) => e.name === group.remote);
      if (entry) load(group, entry, false);
    }
    return () => {
      live = false;
    };
    // The groups are named by `names`; the array itself is rebuilt on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [registry, names, dispatch, set]);

  // Until remotes.json answers every group is loading; a remote it does not name has nothing to show.
  return new Map(
    groups.map((group): [GroupId, RemoteGroupState] => [
      group.id,
      registry && !registry.some((e) => e.name === group.remote) ? { status: 'absent' } : (states.get(group.id) ?? { status: 'loading' }),
    ]),
  );
}
