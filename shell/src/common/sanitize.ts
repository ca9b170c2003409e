import DOMPurify from 'dompurify';
import { RULES } from '@snapmall/shared/contract';

/** The domain placeholder in operator content (SPEC.md §3), replaced by the current origin. */
export const DOMAIN_PLACEHOLDER = /\{domain\}/g;

const SAME_ORIGIN_PATH = new RegExp(RULES.avatarPathPattern, 'u');
const HTTPS_URL = new RegExp(RULES.avatarHttpsPattern, 'u');

/** The origin {domain} stands for in the call running now (sanitizing is synchronous). */
let sanitizingFor = '';

// Pictures follow the avatars' rule, as the server's sanitizer applies it on save (security/images.ts): a path on
// the shop's own origin ({domain}/…) or an https address. Which https hosts are allowed (AVATAR_HOSTS) only the
// server knows; the page policy's img-src names the same hosts, so a picture from any other is not loaded here either.
// A picture the server would drop is dropped here too, so the console's preview shows what customers will see.
DOMPurify.addHook('uponSanitizeElement', (node, data) => {
  if (data.tagName !== 'img' || !(node instanceof Element)) return;
  const src = node.getAttribute('src') ?? '';
  const path = src.startsWith(`${sanitizingFor}/`) ? src.slice(sanitizingFor.length) : src;
  if (!SAME_ORIGIN_PATH.test(path) && !HTTPS_URL.test(src)) node.remove();
});

/** Operator HTML made safe to render: placeholder filled in, scripts, handlers and pictures from elsewhere removed. */
export function sanitizeContent(html: string, origin = window.location.origin): string {
  sanitizingFor = origin;
  // What the server's allow-list (security/html.ts) drops is dropped here too: styles, classes, srcset, media.
  return DOMPurify.sanitize(html.replace(DOMAIN_PLACEHOLDER, origin), {
    USE_PROFILES: { html: true },
    FORBID_ATTR: ['style', 'class', 'srcset'],
    FORBID_TAGS: ['picture', 'source', 'video', 'audio', 'style'],
  });
}
