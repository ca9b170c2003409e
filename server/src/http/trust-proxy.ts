import { isIP } from 'node:net';

/**
 * TRUST_PROXY (issue 25): whose word the client address is. Behind a proxy the address is the last entry of
 * X-Forwarded-For that the proxy itself wrote, never an entry further left, which the client writes. So the
 * setting names the proxies: a hop count (`1`: the one proxy in front of the server) or their addresses and
 * CIDRs (`10.0.0.5,10.1.0.0/16`). "Trust everything" (`true`, `*`) is refused at start-up, as is anything else
 * this does not read: a typo must not quietly hand every per-address limit to the client.
 */
export type TrustProxy = false | { hops: number } | { proxies: string[] };

/** proxy-addr's (Fastify's) names for address ranges: 127.0.0.1/8 and ::1, 169.254.0.0/16 and fe80::/10, private ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0') return false;
  if (/^\d{1,2}$/.test(text)) return { hops: Number(text) };
  const proxies = text.split(',').map((entry) => entry.trim());
  const wrong = proxies.filter((entry) => !isProxyAddress(entry));
  if (wrong.length === 0) return { proxies };
  throw new Error(
    `TRUST_PROXY=${text} is not read: give the proxies' addresses or CIDRs, comma-separated (10.0.0.5,10.1.0.0/16), ` +
      `or their number (1: one load balancer, when nothing else can reach the server); trusting every address is not ` +
      `offered, since then the client writes its own address (not understood: ${wrong.join(', ')}).`,
  );
}

/**
 * Fastify's `trustProxy` for the setting. A hop count is given as a function: Fastify 5 reads a bare number as
 * "trust no hop" (it cannot check the peer), and `n` hops means the peer and the n - 1 addresses before it are
 * proxies, so the address is the n-th entry from the right of X-Forwarded-For.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false) return false;
  if ('proxies' in setting) return setting.proxies;
  const { hops } = setting;
  return (_address, hop) => hop < hops;
}
