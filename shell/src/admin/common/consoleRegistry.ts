import type { RemoteRegistryEntry } from '@snapmall/shared';
import { chooseRelease } from '../../federation/channel';
import { clientId } from '../../federation/clientId';

/**
 * remotes.json for the console: the same registry and the same release per browser (stable or canary, by the
 * shop's client id) as the shop's pages. Read here rather than through the shop's registry.ts, whose lazy
 * imports (the federation chunk, telemetry) would then be shared by both pages and reshape the shop's chunks.
 * Preview links are the shop's; the console runs what is live.
 */
async function fetchConsoleRegistry(): Promise<RemoteRegistryEntry[]> {
  const url = new URL('../remotes.json', window.location.href);
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const body = (await response.json()) as { remotes?: RemoteRegistryEntry[] };
  const client = clientId();
  return (body.remotes ?? [])
    .filter((r) => r.name && r.manifest && Array.isArray(r.prefixes))
    .map((entry) => chooseRelease(entry, client))
    // A manifest is where remotes.json says, read from where remotes.json is (the console's page is one folder down).
    .map((entry) => ({ ...entry, manifest: new URL(entry.manifest, url).href }));
}

let request: Promise<RemoteRegistryEntry[]> | undefined;
/** Asked for once per page load, as the console starts (index.ts), then shared. */
export function loadConsoleRegistry(): Promise<RemoteRegistryEntry[]> {
  request ??= fetchConsoleRegistry();
  return request;
}
