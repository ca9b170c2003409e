import { createContext, useContext } from 'react';
import type { RemoteRegistryEntry } from '@snapmall/shared';
import { shellRoutes } from '../app/routes';
import { ownerOf } from './registry';

/** The remotes registered at run time (null while remotes.json is still loading). */
export const RegistryContext = createContext<RemoteRegistryEntry[] | null>(null);

/** Whether a path leads somewhere now: a shell page, /contact, or a path some registered remote owns. */
export function useReachable() {
  const registry = useContext(RegistryContext);
  return (path: string) => {
    const bare = path.split('?')[0]!;
    return bare === '/contact' || shellRoutes.some((r) => r.path === bare) || Boolean(registry && ownerOf(registry, bare));
  };
}
