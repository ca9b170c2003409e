import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { releaseKey } from './release-keys';

/**
 * Preview links (issue 17): a deployer or QA opens the live shop with a candidate release in their own browser.
 * The link carries `<payload>.<signature>`: the payload (remote, version, expiry, a nonce) in base64url JSON, the
 * signature an HMAC-SHA256 of it with a key every instance reads from the database (release_keys). The link is
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

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** A client id as the shell makes it (clientId.ts) and the admin API takes it. */
export const CLIENT_ID = /^[A-Za-z0-9-]{8,64}$/;

export async function signPreview(db: Queryable, remote: string, version: string, client: string, minutes: number, now = Date.now()) {
  const expires = Math.floor(now / 1000) + minutes * 60;
  const grant: PreviewGrant = { remote, version, expires, client, nonce: randomBytes(12).toString('base64url') };
  const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return { token: `${payload}.${sign(await previewKey(db), payload)}`, grant };
}

/** Reads a token without trusting it: undefined unless the signature is right and the payload has every field. */
export async function verifyPreview(db: Queryable, token: string): Promise<PreviewGrant | 'expired' | undefined> {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || token.length > 600) return undefined;
  const expected = Buffer.from(sign(await previewKey(db), payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let grant: Partial<PreviewGrant>;
  try {
    grant = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<PreviewGrant>;
  } catch {
    return undefined;
  }
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
