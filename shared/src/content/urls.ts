/** Relative avatar and image paths made absolute with the current origin (SPEC.md §3). */
export function absoluteUrl(path: string, origin = window.location.origin): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:)/i.test(path)) return path;
  return `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}
