import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A link's token (preview links, dev links): `<payload>.<signature>`, the payload base64url JSON, the signature an
 * HMAC-SHA256 of it with a key every instance reads from the database (release_keys), one key per kind of link, so
 * a token of one kind is never taken for another.
 */
const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** Longer than any token signed here: refused before any work. */
const MAX_TOKEN_LENGTH = 600;

export function sealToken(key: Buffer, grant: object): string {
  const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

/** The payload of a token signed with this key, parsed but not yet checked field by field; undefined otherwise. */
export function openToken(key: Buffer, token: string): Record<string, unknown> | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || token.length > MAX_TOKEN_LENGTH) return undefined;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
