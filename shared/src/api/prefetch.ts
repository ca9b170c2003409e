/**
 * How a route's prefetch (RemoteRoute.prefetch) starts a query: no subscription (the page's hook subscribes when it
 * mounts), and always asked afresh, so a visit never draws what an earlier visit left in the cache (a withdrawal
 * an operator has since rejected): `dispatch(endpoint.initiate(arg, PREFETCH))`.
 */
export const PREFETCH = { subscribe: false, forceRefetch: true } as const;

/**
 * A page whose route prefetches its first data asks again on mount only for answers older than this many seconds
 * (`refetchOnMountOrArgChange: FRESH_ON_MOUNT_S`): what the prefetch has just brought, on every visit, is drawn at
 * once and not asked for twice.
 */
export const FRESH_ON_MOUNT_S = 10;
