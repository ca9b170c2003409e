import { useEffect, useSyncExternalStore } from 'react';
import type { RemoteRegistryEntry } from '@snapmall/shared';

/** What the shell last learnt of a remote: its manifest answered, or loading it failed. */
export type RemoteHealth = 'up' | 'down';

const health = new Map<string, RemoteHealth>();
const probedAt = new Map<string, number>();
const listeners = new Set<() => void>();
let snapshot = new Map(health);

/** A remote found down is asked again at most this often (from home), so a redeploy is noticed. */
export const REPROBE_MS = 30_000;

/** Records a remote's state: from a load (registry.ts) or a probe of its manifest. */
export function reportHealth(name: string, state: RemoteHealth) {
  if (health.get(name) === state) return;
  health.set(name, state);
  snapshot = new Map(health);
  listeners.forEach((l) => l());
}

/**
 * Asks for a remote's manifest (a small JSON file, what the federation runtime fetches first) without loading
 * any of its code, so home can say which shortcuts lead to a section that is down before the customer taps one.
 */
export function probe(entry: RemoteRegistryEntry, now = Date.now()): Promise<void> {
  const last = probedAt.get(entry.name);
  if (last !== undefined && (health.get(entry.name) === 'up' || now - last < REPROBE_MS)) return Promise.resolve();
  probedAt.set(entry.name, now);
  return fetch(new URL(entry.manifest, window.location.href).href, { cache: 'no-cache' }).then(
    (response) => reportHealth(entry.name, response.ok ? 'up' : 'down'),
    () => reportHealth(entry.name, 'down'),
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The health of these remotes, probed once when asked for; a remote not yet known is absent from the map. */
export function useRemoteHealth(entries: RemoteRegistryEntry[]): ReadonlyMap<string, RemoteHealth> {
  const names = entries.map((e) => e.name).join(',');
  useEffect(() => {
    for (const entry of entries) void probe(entry);
    // The names say which remotes; the array itself is rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [names]);
  return useSyncExternalStore(subscribe, () => snapshot, () => snapshot);
}

/** For tests: forget everything learnt. */
export function resetHealth() {
  health.clear();
  probedAt.clear();
  snapshot = new Map();
  listeners.forEach((l) => l());
}
