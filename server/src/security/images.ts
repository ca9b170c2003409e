import { RULES } from '@snapmall/shared/contract';

/**
 * Where an image the shop shows may come from (avatars, pictures in operator content): a path on the shop's own
 * origin, or https on a host the deployment allows (AVATAR_HOSTS). The page policy's img-src says the same.
 */
const SAME_ORIGIN_PATH = new RegExp(RULES.avatarPathPattern, 'u');
const HTTPS_URL = new RegExp(RULES.avatarHttpsPattern, 'u');

/**
 * One allow-list entry as a URL host: lower case, punycode, default port dropped ("CDN.example.com:443" →
 * "cdn.example.com"); undefined for anything that is not a bare host[:port] (a scheme, path or user is refused
 * rather than guessed at).
 */
export function normalizeAvatarHost(entry: string): string | undefined {
  const trimmed = entry.trim();
  if (!trimmed || /[/\\@?#\s]/.test(trimmed)) return undefined;
  try {
    return new URL(`https://${trimmed}`).host || undefined;
  } catch {
    return undefined;
  }
}

/** AVATAR_HOSTS: comma-separated hosts whose https images may be avatars; empty (the default) allows none. */
export function parseAvatarHosts(value: string | undefined): string[] {
  const hosts = (value ?? '').split(',').map(normalizeAvatarHost);
  return [...new Set(hosts.filter((host): host is string => host !== undefined))];
}

/** An https URL without user info whose host (port included, unless 443) is one of the allowed hosts. */
function isAllowedHttpsUrl(value: string, allowedHosts: readonly string[]): boolean {
  if (!HTTPS_URL.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  return allowedHosts.some((entry) => normalizeAvatarHost(entry) === url.host);
}

/** An image the shop may show: a path on its own origin ("/uploads/a.png", never "//" or "..") or https on an allowed host. */
export function isAllowedImage(value: string, allowedHosts: readonly string[]): boolean {
  return value.length <= RULES.avatarMax && (SAME_ORIGIN_PATH.test(value) || isAllowedHttpsUrl(value, allowedHosts));
}
