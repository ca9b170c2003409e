import type { RemoteRegistryEntry } from '@snapmall/shared/remote';
import { preloadFiles, routeFiles, type Manifest } from './prefetch';

const earlyManifests = new Map<string, Promise<Response>>();
const absolute = (url: string) => new URL(url, window.location.href).href;

/**
 * Asks for a remote's manifest while the federation chunk is still on its way (startup.ts, a remote's page
 * opened directly), then for its entry and route table; the runtime takes these answers instead of asking again
 * (federation.ts, once).
 */
export function fetchManifestEarly(entry: RemoteRegistryEntry): void {
  const url = absolute(entry.manifest);
  if (earlyManifests.has(url)) return;
  const response = fetch(url);
  // A copy is read at once, before the runtime takes the answer, to ask for the remote's entry and its route
  // table's files too: they then arrive with the federation chunk instead of one after another once it has run.
  response
    .then((answer) => (answer.ok ? answer.clone().json() : undefined))
    .then((manifest?: Manifest) => manifest && preloadFiles(routeFiles(manifest, url)))
    .catch(() => undefined);
  earlyManifests.set(url, response);
}

/** The early answer for this manifest URL, if one was asked for and not yet taken. */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const response = earlyManifests.get(url);
  earlyManifests.delete(url);
  return response;
}
