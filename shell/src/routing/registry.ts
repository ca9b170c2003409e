import { createContext, useContext } from 'react';
import { ownedBy, type RemoteRegistryEntry } from '@snapmall/shared';
import { ownerOf } from './owner';
import { isShellPath } from './paths';

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

/** Whether a path leads somewhere now: a shell page, /contact, or a path some registered remote owns. */
export function useReachable() {
  const registry = useContext(RegistryContext);
  return (path: string) => {
    const bare = path.split('?')[0]!;
    return bare === '/contact' || isShellPath(bare) || Boolean(registry && ownerOf(registry, bare));
  };
}
