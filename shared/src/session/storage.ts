/** The local-storage keys of SPEC.md §3 ("key names not shown"): one place names them all. */
export const STORAGE_KEYS = {
  userInfo: 'snapmall:userinfo',
  token: 'snapmall:token',
  config: 'snapmall:config',
  serviceUrl: 'snapmall:service-url',
  serviceList: 'snapmall:service-list',
  language: 'snapmall:lang',
  darkMode: 'snapmall:dark',
  routeHistory: 'snapmall:route-history',
  /** When the customer last looked at the notices (unix seconds of the newest one seen). */
  noticesSeen: 'snapmall:notices-seen',
  /** The snap-buying brand last looked at: its goods are asked beside the quota and the brands on the next visit. */
  shopBrand: 'snapmall:shop-brand',
} as const;

/** A message to show after the next page load (a 401 reloads the page, SPEC.md §4). */
export const FLASH_KEY = 'snapmall:flash';

export function readStored<T>(key: string): T | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw === null || raw === undefined ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    if (value === undefined || value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the app keeps working for this visit.
  }
}
