import { useCallback, useEffect, useRef, useState } from 'react';
import { catalogsAdded, useAppDispatch, type RemoteRegistryEntry, type RemoteRoute } from '@snapmall/shared';
import { ownerOf } from '../routing/owner';
import { prefetchPage } from './prefetchPage';
import { loadRoutes } from './registry';

export type Resolved =
  | { status: 'ready'; route: RemoteRoute; owner: string }
  | { status: 'loading' }
  | { status: 'unavailable'; owner: string; retry: () => void }
  | { status: 'notfound' };

/**
 * Which page a path shows: one of the shell's own routes (given by the app, which composes its pages), or a route
 * of the remote that owns the path's prefix, loaded on the first visit. A remote that cannot be loaded makes only
 * its own paths "unavailable". A remote's route that names its first data (`prefetch`) has it asked for as soon as
 * its table is here, with the address's query (`search`), while the page's chunk is still on its way.
 */
export function useResolvedRoute(registry: RemoteRegistryEntry[] | null, path: string, shellRoutes: readonly RemoteRoute[], search = ''): Resolved {
  const dispatch = useAppDispatch();
  // The query as it is when the table arrives; a new query alone loads nothing again.
  const searchNow = useRef(search);
  useEffect(() => {
    searchNow.current = search;
  }, [search]);
  const own = shellRoutes.find((r) => r.path === path);
  const owner = own || !registry ? undefined : ownerOf(registry, path);
  const [state, setState] = useState<{ key: string; resolved: Resolved } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (!owner) return;
    let live = true;
    const key = `${owner.name}:${path}:${attempt}`;
    loadRoutes(owner, attempt > 0).then(
      (module) => {
        if (!live) return;
        dispatch(catalogsAdded({ owner: owner.name, catalogs: module.messages }));
        const route = module.routes.find((r) => r.path === path);
        if (route) dispatch(prefetchPage(route, searchNow.current));
        setState({ key, resolved: route ? { status: 'ready', route, owner: owner.name } : { status: 'notfound' } });
      },
      () => live && setState({ key, resolved: { status: 'unavailable', owner: owner.name, retry } }),
    );
    return () => {
      live = false;
    };
  }, [owner, path, attempt, dispatch, retry]);

  if (own) return { status: 'ready', route: own, owner: 'shell' };
  if (!registry) return { status: 'loading' };
  if (!owner) return { status: 'notfound' };
  return state?.key === `${owner.name}:${path}:${attempt}` ? state.resolved : { status: 'loading' };
}
