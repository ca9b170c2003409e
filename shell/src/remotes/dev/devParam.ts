import { addressWithout } from '../addressWithout';

/** A dev link's query parameter: `/?dev=<token>` on the shop's address (the server's /api/admin/release/devlink). */
export const DEV_PARAM = 'dev';

/** The address without the dev link: what a copied or bookmarked address keeps once the link was taken. */
export const withoutDevLink = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) => addressWithout(location, DEV_PARAM);

/** What a dev link says it opens. */
export interface LinkOffer {
  remote: string;
  origin: string;
  expires: number;
}

/**
 * What a dev link says it opens, read from its token's payload to ask the person first. Not trusted: the server
 * checks the whole link when it is taken. Undefined when it is not a token the shop makes.
 */
export function readLink(link: string): LinkOffer | undefined {
  try {
    const payload = link.split('.')[0]!.replace(/-/g, '+').replace(/_/g, '/');
    const { remote, port, expires } = JSON.parse(atob(payload)) as { remote?: unknown; port?: unknown; expires?: unknown };
    if (typeof remote !== 'string' || !/^mf-[a-z0-9-]+$/.test(remote) || !Number.isInteger(port) || typeof expires !== 'number') return undefined;
    return { remote, origin: `http://localhost:${port as number}`, expires };
  } catch {
    return undefined;
  }
}
