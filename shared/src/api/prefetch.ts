/**
 * A page whose route prefetches its first data (RemoteRoute.prefetch) asks again on mount only for answers older
 * than this many seconds (`refetchOnMountOrArgChange: FRESH_ON_MOUNT_S`): what the prefetch has just brought is
 * drawn at once and not asked for twice, and anything older is asked again, as `true` did.
 */
export const FRESH_ON_MOUNT_S = 10;
