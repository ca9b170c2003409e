import { ownedBy, type RemoteRegistryEntry } from '@snapmall/shared/remote';

// React-free: the boot entry (boot.ts) finds the first page's remote with it before the app's code has arrived.

/** The registered remote whose route prefixes include this path (the rule the release gate applies too). */
export function ownerOf(entries: RemoteRegistryEntry[], path: string): RemoteRegistryEntry | undefined {
  return entries.find((entry) => ownedBy(path, entry.prefixes));
}
