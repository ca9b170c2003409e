import { PUBLISHED_AVATARS } from '@snapmall/shared/contract';
import { invalid } from '../../domain/errors';
import { isAllowedImage } from '../../security/images';

export { normalizeAvatarHost, parseAvatarHosts } from '../../security/images';

/**
 * What may be stored as an avatar: '' (none), a published avatar, another path on the shop's own origin, or an
 * https URL on an allowed host. Anything else ("javascript:", "data:", "//elsewhere", "/\\elsewhere", "/../")
 * is refused.
 */
export function isAllowedAvatar(value: string, allowedHosts: readonly string[]): boolean {
  return value === '' || PUBLISHED_AVATARS.includes(value) || isAllowedImage(value, allowedHosts);
}

/** Throws the 422 `{ errors: { avatar: [...] } }` answer for an avatar that may not be stored; absent is fine. */
export function checkAvatar(value: string | undefined, allowedHosts: readonly string[]): void {
  if (value !== undefined && !isAllowedAvatar(value, allowedHosts)) throw invalid({ avatar: 'validation.avatar' });
}
