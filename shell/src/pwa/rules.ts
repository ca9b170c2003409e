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

/** Never cached, queued or replayed by the worker, whatever the method. */
export const isApi = (pathname: string) => /\/api\//.test(pathname);

/** The shell's page: the worker's scope itself or its index.html, with any query (routes live in the hash). */
export function isShellPage(url: URL, scope: string): boolean {
  const base = new URL(scope);
  return url.origin === base.origin && (url.pathname === base.pathname || url.pathname === `${base.pathname}index.html`);
}
