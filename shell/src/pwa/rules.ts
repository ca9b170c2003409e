// What the service worker does with a URL, as plain functions: shared by the worker and the page, and tested.

/** The message a waiting worker takes as "activate now" (the one workbox-window's messageSkipWaiting sends). */
export const SKIP_WAITING = 'SKIP_WAITING';

/** A remote's file on this origin: /remotes/<name>/… (the server's layout, see server/src/web.ts). */
export const isRemoteFile = (pathname: string) => /\/remotes\/[^/]+\/./.test(pathname);

/**
 * A file whose name carries its content hash (the build names chunks `[name].[contenthash:8].js|css`), so it
 * never changes under that name; the server sends the same files with a year's cache.
 */
export const isHashedFile = (pathname: string) => /\.[0-9a-f]{8}\.(js|css)$/.test(pathname);

/**
 * A file of a published release, /remotes/<name>/v/<version>/…: a release is immutable (its version carries the
 * build's hash), so every file under it, manifest and entry included, never changes under that URL.
 */
export const isReleaseFile = (pathname: string) => /\/remotes\/[^/]+\/v\/[^/]+\/./.test(pathname);

/** Fetched once, then always from the cache: a hashed file or any file of a release. */
export const isImmutableFile = (pathname: string) => isHashedFile(pathname) || isReleaseFile(pathname);

/** Never cached, queued or replayed by the worker, whatever the method. */
export const isApi = (pathname: string) => /\/api\//.test(pathname);

/** The shell's page: the worker's scope itself or its index.html, with any query (routes live in the hash). */
export function isShellPage(url: URL, scope: string): boolean {
  const base = new URL(scope);
  return url.origin === base.origin && (url.pathname === base.pathname || url.pathname === `${base.pathname}index.html`);
}

/**
 * Whether the worker may keep an answer: not one its server marked `no-store` (a preview's or a dev session's
 * registry, for one browser only: kept, it would reopen that session after it ended).
 */
export const mayKeep = (response: Response) => !/(^|,)\s*no-store\s*(,|$)/i.test(response.headers.get('cache-control') ?? '');
