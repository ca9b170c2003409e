import DOMPurify from 'dompurify';
import { RULES } from '@snapmall/shared/contract';

/** The domain placeholder in operator content (SPEC.md §3), replaced by the current origin. */
export const DOMAIN_PLACEHOLDER = /\{domain\}/g;

const SAME_ORIGIN_PATH = new RegExp(RULES.avatarPathPattern, 'u');
const HTTPS_URL = new RegExp(RULES.avatarHttpsPattern, 'u');

/** The origin {domain} stands for in the call running now (sanitizing is synchronous). */
let sanitizingFor = '';

// Pictures follow the avatars' rule, as the server's sanitizer applies it on save (security/images.ts): a path on
// the shop's own origin ({domain}/…) or an https address (the page policy's img-src then names the hosts allowed).
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
  return DOMPurify.sanitize(html.replace(DOMAIN_PLACEHOLDER, origin), { USE_PROFILES: { html: true } });
}
