import { createContext, useContext } from 'react';
import { ownedBy, type RemoteRegistryEntry } from '@snapmall/shared';
import { leadsToPage } from '@snapmall/shared/remote';

/** The remotes registered at run time (null while remotes.json is still loading). */
export const RegistryContext = createContext<RemoteRegistryEntry[] | null>(null);

/**
 * The routes of a remote's table that lie under the prefixes the registry gave it. A route outside them would
 * answer a path another remote or the shell owns (ownerOf never sends it there, and a release must not claim
 * it): it is left out and handed to `outside`, which reports it.
 */
export function routesWithinPrefixes<R extends { path: string }>(entry: RemoteRegistryEntry, routes: readonly R[], outside: (route: R) => void): R[] {
  return routes.filter((route) => {
    const within = ownedBy(route.path, entry.prefixes);
    if (!within) outside(route);
    return within;
  });
}

/**
 * Whether a path leads somewhere now: a shell page, /contact, or a path some registered remote owns (leadsToPage,
 * the rule the server checks a saved tab with; the registry names no routes, so a remote's prefixes judge here).
 */
export function useReachable() {
  const registry = useContext(RegistryContext);
  return (path: string) => leadsToPage(path.split('?')[0]!, registry ?? []);
}
