import { createHash } from 'node:crypto';

/** What a release's file, or any content-hashed file, is cached with: it never changes at its URL. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Content-hashed files never change, so browsers may keep them for a year; everything else (index.html,
 * remoteEntry.js, mf-manifest.json, the web-app manifest, the service worker sw.js) is revalidated, so a
 * redeploy is seen at once.
 */
export function cacheControlFor(file: string): string {
  return /\.[0-9a-f]{8}\.(js|css)(\.map)?$/.test(file) ? IMMUTABLE : 'no-cache';
}

/** The name of the file asked for when `file` is the build's pre-compressed sibling of it. */
export function withoutEncoding(file: string): string {
  return file.replace(/\.(br|gz)$/, '');
}

/** A strong validator of a body: the same bytes always get the same ETag, on every server instance. */
export function strongEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/ is ignored, and `*` matches any. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}
