import { inCanary, type RegistryPreview, type RemoteRegistryEntry } from '@snapmall/shared/remote';

/** Which release of a remote this page runs: reported with telemetry by its version. */
export type Channel = 'stable' | 'canary' | 'preview';
export type ChosenEntry = Omit<RemoteRegistryEntry, 'canary'> & { channel: Channel };

const validCanary = (canary: RemoteRegistryEntry['canary']): canary is NonNullable<RemoteRegistryEntry['canary']> =>
  Boolean(canary) && typeof canary?.manifest === 'string' && typeof canary.version === 'string' && typeof canary.percent === 'number';

/**
 * Stable or canary for this client: the same stable hash of the client id as the server's (canary.ts), so a
 * client stays on its side from load to load. The choice is made once per page load (the registry is read once):
 * a loaded remote's chunks are its version's, and the server keeps serving them while the page stays open.
 */
export function chooseRelease(entry: RemoteRegistryEntry, clientId: string): ChosenEntry {
  const { canary, ...stable } = entry;
  if (entry.preview) return { ...stable, channel: 'preview' };
  if (validCanary(canary) && inCanary(clientId, entry.remote ?? entry.name, canary.percent)) {
    return { ...stable, manifest: canary.manifest, version: canary.version, channel: 'canary' };
  }
  return { ...stable, channel: 'stable' };
}

/** remotes.json's preview answer, when it is one the shell knows. */
export function readPreview(value: unknown): RegistryPreview | undefined {
  const preview = value as Partial<Extract<RegistryPreview, { state: 'active' }>> | null | undefined;
  if (preview?.state === 'active') {
    const { remote, version, expires } = preview;
    return typeof remote === 'string' && typeof version === 'string' && typeof expires === 'number'
      ? { state: 'active', remote, version, expires }
      : undefined;
  }
  const state = (value as { state?: unknown } | null | undefined)?.state;
  return state === 'expired' || state === 'invalid' || state === 'other' ? { state } : undefined;
}
