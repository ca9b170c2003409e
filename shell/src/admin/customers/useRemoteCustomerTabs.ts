import { useCallback, useEffect, useState } from 'react';
import { catalogsAdded, useAppDispatch, type RemoteRegistryEntry } from '@snapmall/shared';
import type { CustomerTab } from '@snapmall/shared/admin';
import { loadAdminModule } from '../common/adminRemotes';
import { loadConsoleRegistry } from '../common/consoleRegistry';

/** Where one remote's customer tabs stand: its tabs, or why there are none yet. */
export type RemoteTabsState =
  | { remote: string; status: 'loading' }
  | { remote: string; status: 'ready'; tabs: readonly CustomerTab[] }
  /** `title`: the remote as its team and the release log name it (mf-bank). */
  | { remote: string; status: 'unavailable'; title: string; retry: () => void };

/**
 * Every remote's tabs for the customer page, in remotes.json's order: each remote's './admin' (the same module the
 * console's menu loads, so usually already here) with its catalogs registered. One remote down leaves its state
 * "unavailable, retry" and every other remote's tabs working. `null` until remotes.json answers.
 */
export function useRemoteCustomerTabs(): readonly RemoteTabsState[] | null {
  const dispatch = useAppDispatch();
  const [registry, setRegistry] = useState<RemoteRegistryEntry[] | null>(null);
  const [states, setStates] = useState<ReadonlyMap<string, RemoteTabsState>>(new Map());
  const set = useCallback((state: RemoteTabsState) => setStates((s) => new Map(s).set(state.remote, state)), []);

  useEffect(() => {
    let live = true;
    loadConsoleRegistry().then(
      (entries) => live && setRegistry(entries),
      () => live && setRegistry([]),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!registry) return;
    let live = true;
    const load = (entry: RemoteRegistryEntry, retry: boolean) => {
      loadAdminModule(entry, retry).then(
        (module) => {
          if (!live) return;
          dispatch(catalogsAdded({ owner: `${entry.name}/admin`, catalogs: module.messages }));
          set({ remote: entry.name, status: 'ready', tabs: module.customerTabs ?? [] });
        },
        (error: unknown) => {
          if (!live) return;
          console.warn(`The customer tabs of ${entry.name} could not be loaded`, error);
          const retry = () => {
            set({ remote: entry.name, status: 'loading' });
            load(entry, true);
          };
          set({ remote: entry.name, status: 'unavailable', title: entry.remote ?? entry.name, retry });
        },
      );
    };
    for (const entry of registry) load(entry, false);
    return () => {
      live = false;
    };
  }, [registry, dispatch, set]);

  return registry && registry.map((entry) => states.get(entry.name) ?? { remote: entry.name, status: 'loading' });
}

/**
 * The tabs of the remotes that answered, then the console's own; a tab id already taken is left out and named as an
 * error (two tabs at one address would hide one of them).
 */
export function allCustomerTabs(remotes: readonly RemoteTabsState[], own: readonly CustomerTab[]): CustomerTab[] {
  const tabs: CustomerTab[] = [];
  for (const tab of [...remotes.flatMap((r) => (r.status === 'ready' ? r.tabs : [])), ...own]) {
    if (tabs.some((t) => t.id === tab.id)) console.error(`Two customer tabs are named ${tab.id}; the second is left out`);
    else tabs.push(tab);
  }
  return tabs;
}
