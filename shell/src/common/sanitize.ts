import DOMPurify from 'dompurify';

/** The domain placeholder in operator content (SPEC.md §3), replaced by the current origin. */
export const DOMAIN_PLACEHOLDER = /\{domain\}/g;

/** Operator HTML made safe to render: placeholder filled in, scripts and handlers removed. */
export function sanitizeContent(html: string, origin = window.location.origin): string {
  return DOMPurify.sanitize(html.replace(DOMAIN_PLACEHOLDER, origin), { USE_PROFILES: { html: true } });
}
