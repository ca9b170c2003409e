import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { releaseKey } from './release-keys';
import { openToken, sealToken } from './signed-token';

/**
 * Preview links (issue 17): a deployer or QA opens the live shop with a candidate release in their own browser.
 * The link carries a signed token (signed-token.ts) of the remote, the version, the expiry and a nonce. The link is
 * made for one browser: the payload names its client id (snapmall:client in that browser's localStorage), and
 * any other client id is refused, so whoever else the link reaches, first or not, is never switched.
 */
export interface PreviewGrant {
  remote: string;
  version: string;
  /** Expiry, seconds since the epoch. */
  expires: number;
  /** The client id of the one browser the link switches. */
  client: string;
  nonce: string;
}

export type PreviewCheck = { state: 'active'; grant: PreviewGrant } | { state: 'expired' | 'invalid' | 'other' };

const KEY_NAME = 'preview';

/** The signing key (release-keys.ts). */
export const previewKey = (db: Queryable) => releaseKey(db, KEY_NAME);

/** A client id as the shell makes it (clientId.ts) and the admin API takes it. */
export const CLIENT_ID = /^[A-Za-z0-9-]{8,64}$/;

export async function signPreview(db: Queryable, remote: string, version: string, client: string, minutes: number, now = Date.now()) {
  const expires = Math.floor(now / 1000) + minutes * 60;
  const grant: PreviewGrant = { remote, version, expires, client, nonce: randomBytes(12).toString('base64url') };
  return { token: sealToken(await previewKey(db), grant), grant };
}

/** Reads a token without trusting it: undefined unless the signature is right and the payload has every field. */
export async function verifyPreview(db: Queryable, token: string): Promise<PreviewGrant | 'expired' | undefined> {
  const grant = openToken(await previewKey(db), token);
  if (!grant) return undefined;
  const { remote, version, expires, client, nonce } = grant;
  if (typeof remote !== 'string' || typeof version !== 'string' || typeof expires !== 'number' || typeof nonce !== 'string') return undefined;
  if (typeof client !== 'string' || !CLIENT_ID.test(client)) return undefined;
  if (expires * 1000 <= Date.now()) return 'expired';
  return { remote, version, expires, client, nonce };
}

/** Checks a token for one browser: valid, unexpired, and made for this client id. */
export async function checkPreview(db: Queryable, token: string, clientId: string): Promise<PreviewCheck> {
  const grant = await verifyPreview(db, token);
  if (grant === undefined) return { state: 'invalid' };
  if (grant === 'expired') return { state: 'expired' };
  return grant.client === clientId ? { state: 'active', grant } : { state: 'other' };
}
