/**
 * Loaded in idle time (useIdlePreload) for one thing: loading this small chunk makes the bundler prefetch the
 * federation chunk — fetch it into the cache without running it — so the first visit to a remote starts at once,
 * while the page's own loading never shares the network with it. Nothing calls this function.
 */
export const federationChunk = () => import(/* webpackPrefetch: true */ '../federation/federation');
