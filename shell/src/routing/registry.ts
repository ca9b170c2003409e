import { createContext, useContext } from 'react';
import type { RemoteRegistryEntry } from '@snapmall/shared';
import { isShellPath } from './paths';

/** The remotes registered at run time (null while remotes.json is still loading). */
export const RegistryContext = createContext<RemoteRegistryEntry[] | null>(null);

/** The registered remote whose route prefixes include this path. */
export function ownerOf(entries: RemoteRegistryEntry[], path: string): RemoteRegistryEntry | undefined {
  return entries.find((entry) => entry.prefixes.some((prefix) => path.startsWith(prefix)));
}

/** Whether a path leads somewhere now: a shell page, /contact, or a path some registered remote owns. */
export function useReachable() {
  const registry = useContext(RegistryContext);
  return (path: string) => {
    const bare = path.split('?')[0]!;
    return bare === '/contact' || isShellPath(bare) || Boolean(registry && ownerOf(registry, bare));
  };
}
