/**
 * Which clients get a remote's canary: a stable hash of the client id (kept in local storage) and the remote's
 * name puts each client in one of 10,000 buckets; a canary at p % serves the buckets below p × 100. The same
 * client stays on the same side from one load to the next, and a canary raised from 10 % to 20 % keeps its
 * first 10 % (buckets only ever join). Only the shell computes it: the server hands out the percent in remotes.json.
 */
export const CANARY_BUCKETS = 10_000;

/** FNV-1a (32 bits) of the UTF-16 code units: fast, no dependency, and spread well enough over random ids. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  // A final avalanche (murmur3's fmix32): ids that differ only at the end still land far apart.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b) >>> 0;
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35) >>> 0;
  hash ^= hash >>> 16;
  return hash >>> 0;
}

export function canaryBucket(clientId: string, remote: string): number {
  return fnv1a(`${remote}\u0000${clientId}`) % CANARY_BUCKETS;
}

export function inCanary(clientId: string, remote: string, percent: number): boolean {
  return canaryBucket(clientId, remote) < Math.round(percent * (CANARY_BUCKETS / 100));
}
