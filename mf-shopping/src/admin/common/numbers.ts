/** The largest sort number the server takes (BrandSaveBody, GoodsSaveBody). */
export const SORT_MAX = 10_000;

/** A sort number as typed: empty is 0; a whole number up to 10,000; null when it is neither. */
export function sortOf(text: string): number | null {
  const t = text.trim();
  if (t === '') return 0;
  return /^\d{1,5}$/.test(t) && Number(t) <= SORT_MAX ? Number(t) : null;
}
