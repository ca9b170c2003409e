import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import type { Queryable } from '../../db/database';
import { releaseKey } from './release-keys';

/**
 * The telemetry keeps which address brought a client (so one address brings only a few), never the address: a
 * keyed hash of it, with a key every instance reads from release_keys. Unkeyed, a hash of an IPv4 address is
 * undone by hashing all four billion.
 */
const KEY_NAME = 'telemetry-address';
/**
 * What one party holds: an IPv4 address, or an IPv6 address's /64 (one home or phone gets a whole /64, and would
 * otherwise be 2^64 addresses). An IPv4-mapped IPv6 address is its IPv4 address.
 */
export function addressHolder(address: string): string {
  const ip = address.split('%')[0]!;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail] = ip.split('::');
  const groups = head ? head.split(':') : [];
  if (tail !== undefined) {
    const after = tail ? tail.split(':') : [];
    groups.push(...Array<string>(Math.max(0, 8 - groups.length - after.length)).fill('0'), ...after);
  }
  return `${groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}

export async function hashAddress(db: Queryable, address: string): Promise<Buffer> {
  return createHmac('sha256', await releaseKey(db, KEY_NAME)).update(addressHolder(address)).digest();
}
