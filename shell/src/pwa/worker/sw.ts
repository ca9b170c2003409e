// The shop's service worker, built by Workbox's InjectManifest (shell/rspack.config.js) into the shell's
// dist/sw.js. It precaches the shell, caches each remote's files as they are first used, and leaves /api/* alone.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isApi, isImmutableFile, isRemoteFile, isShellPage, mayKeep, SKIP_WAITING } from '../rules';

declare const self: ServiceWorkerGlobalScope;

// The shell's built files and index.html: hashed files by their URL, the rest by a revision of their content. A
// new deploy changes this list, so the browser installs a new worker, which waits for the page's "reload".
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every navigation to the shop opens the precached index.html (its routes live in the hash), offline too.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isShellPage(url, self.registration.scope),
  createHandlerBoundToURL('index.html'),
);

// Files served beside the shell at run time, on a router of their own so that the page can also hand it what it
// loaded before this worker controlled it (Workbox's CACHE_URLS message): a first visit then opens offline too.
const runtime = new Router();
const own = (url: URL) => url.origin === self.location.origin && !isApi(url.pathname);
const ok = new CacheableResponsePlugin({ statuses: [200] });

// The registry and each remote's mf-manifest.json / remoteEntry.js: the network first, so a redeployed remote
// is used on the next load; the copy from the last load only when the network fails (offline) or hangs. A
// preview's registry (?preview=…) is for one tab and one link, and a dev session's (a cookie, no-store) for one
// browser while it lasts: never kept, so offline never reopens either.
const notNoStore = { cacheWillUpdate: async ({ response }: { response: Response }) => (mayKeep(response) ? response : null) };
runtime.registerRoute(
  new Route(
    ({ url }) => own(url) && url.pathname.endsWith('/remotes.json') && !url.searchParams.has('preview'),
    new NetworkFirst({ cacheName: 'snapmall-registry', networkTimeoutSeconds: 5, plugins: [ok, notNoStore] }),
  ),
);
runtime.registerRoute(
  new Route(
    ({ url }) => own(url) && isRemoteFile(url.pathname) && !isImmutableFile(url.pathname),
    new NetworkFirst({
      cacheName: 'snapmall-remote-entries',
      networkTimeoutSeconds: 5,
      plugins: [ok, new ExpirationPlugin({ maxEntries: 100, purgeOnQuotaError: true })],
    }),
  ),
);
// A remote's hashed chunks, and every file of a release (/remotes/<name>/v/<version>/…), never change under
// their URL: from the cache once fetched.
runtime.registerRoute(
  new Route(
    ({ url }) => own(url) && isRemoteFile(url.pathname) && isImmutableFile(url.pathname),
    new CacheFirst({
      cacheName: 'snapmall-remote-chunks',
      plugins: [ok, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true })],
    }),
  ),
);
runtime.addFetchListener();
runtime.addCacheListener();
// Nothing else has a route: /api/* (POST, never cached, queued or replayed: no background sync here), other
// origins and anything unlisted go to the network untouched.

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
clientsClaim();
