import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { Actor } from '../operators/service';
import { CLIENT_ID } from './preview';
import { releaseKey } from './release-keys';
import { openToken, sealToken } from './signed-token';

/**
 * Dev links (issue 29): a team sees its local build inside the live shop, in its own browser only. The link carries
 * a signed token (signed-token.ts, a key of its own) naming the remote, a port on the developer's machine, the one
 * browser (its client id) and the expiry. Only `http://localhost:<port>` can ever be named: the code a dev link
 * loads comes from the machine of the browser that opens it, never from a server a token holder controls.
 */
export interface DevGrant {
  remote: string;
  port: number;
  /** Who made it (`deploy:<token>`, `operator:<name>`, `cli:<login>`): the link ends when they lose the right. */
  by: Actor;
  /** Expiry, seconds since the epoch. */
  expires: number;
  client: string;
  nonce: string;
}

/**
 * The cookie a browser holds once it took its dev link: HttpOnly (the page's scripts never read it), SameSite=Lax (a
 * page opened from another site's link is in the session as its registry is; the two dev calls take JSON only, which
 * no other site can send without a preflight the server never grants). Over https it is `__Host-` and Secure: bound
 * to this host, and no sibling domain can plant one. Over http (a shop on a developer's machine) it cannot be.
 */
export function devCookie(secure: boolean) {
  return { name: secure ? '__Host-snapmall_dev' : 'snapmall_dev', options: { path: '/', httpOnly: true, sameSite: 'lax' as const, secure } };
}

/** The dev cookie a request carries: over https only the `__Host-` one counts. */
export const devCookieOf = (cookies: Record<string, string | undefined>, secure: boolean) => cookies[devCookie(secure).name];

/** The one origin a dev link may name: the dev server on the developer's own machine. */
export const devOrigin = (port: number) => `http://localhost:${port}`;

const devKey = (db: Queryable) => releaseKey(db, 'dev');
/** Who may have made a link: a deployer, or the command line. */
const MAKER = /^(operator|deploy|cli):\S{1,80}$/;

export async function signDevLink(db: Queryable, remote: string, port: number, client: string, minutes: number, by: Actor, now = Date.now()) {
  const grant: DevGrant = { remote, port, by, expires: Math.floor(now / 1000) + minutes * 60, client, nonce: randomBytes(12).toString('base64url') };
  return { token: sealToken(await devKey(db), grant), grant };
}

/** A dev token read without trusting it: undefined unless signed here with every field right; 'expired' after its time. */
export async function readDevToken(db: Queryable, token: string, now = Date.now()): Promise<DevGrant | 'expired' | undefined> {
  const grant = openToken(await devKey(db), token);
  if (!grant) return undefined;
  const { remote, port, by, expires, client, nonce } = grant;
  if (typeof remote !== 'string' || typeof expires !== 'number' || typeof nonce !== 'string') return undefined;
  if (typeof by !== 'string' || !MAKER.test(by)) return undefined;
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 1024 || port > 65535) return undefined;
  if (typeof client !== 'string' || !CLIENT_ID.test(client)) return undefined;
  if (expires * 1000 <= now) return 'expired';
  return { remote, port, by: by as Actor, expires, client, nonce };
}
