import sanitizeHtml from 'sanitize-html';
import { isAllowedImage } from './images';

/** The domain placeholder operators write in content (SPEC.md §3), filled in with the shop's origin where shown. */
const DOMAIN_PLACEHOLDER = /^\{domain\}(?=\/)/;

/** Links may go to http(s), mail or a phone, or stay on the shop (a path, or {domain}/…): nothing else. */
const LINK = /^(?:https?:\/\/[A-Za-z0-9]|mailto:|tel:|\/(?!\/)|#|\{domain\}\/)/;

/**
 * Operator HTML (notices, content pages) as it is stored: an allow-list of text and layout elements, links that
 * stay http(s), mail, phone or on the shop, images only from the shop's own origin or AVATAR_HOSTS (the same
 * rule as avatars); no script, style, frame, form or event handler, no style or class attribute. The shell runs
 * DOMPurify again where it renders it.
 */
export function sanitizeOperatorHtml(html: string, imageHosts: readonly string[]): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'sub', 'sup',
      'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'a', 'img', 'span', 'div', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
    ],
    allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
    // Schemes are checked by the filters below (sanitize-html's own check would pass "{domain}/…" as relative).
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    exclusiveFilter: (frame) =>
      frame.tag === 'img' && !isAllowedImage((frame.attribs.src ?? '').replace(DOMAIN_PLACEHOLDER, ''), imageHosts),
    transformTags: {
      a: (tagName, attribs) => {
        const { href, ...rest } = attribs;
        return { tagName, attribs: href && LINK.test(href) ? { ...rest, href } : rest };
      },
    },
  });
}

/** Whether sanitized HTML shows nothing: no text but spaces and no image (a notice of only a script, say). */
export function showsNothing(html: string): boolean {
  return !/<img\b/i.test(html) && sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;/g, ' ').trim() === '';
}
