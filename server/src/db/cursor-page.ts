/**
 * Cursor pages of a customer's lists (issue 18): a page is read with one row more than it shows, so the answer
 * knows whether rows follow; if they do, `next_cursor` is the id of its last row, and a request that sends it as
 * `cursor` gets the rows after it, read from the index at that place (no OFFSET walking the rows before).
 */

/** Where a page starts: after the cursor, else by its number; with one row more than the page shows. */
export function placeOf(page: number, cursor: number | undefined, size: number) {
  return cursor === undefined ? { limit: size + 1, offset: (page - 1) * size } : { limit: size + 1, offset: 0, before: cursor };
}

/** The page's rows (the extra one dropped) and, when rows follow, the cursor of the next page. */
export function cursorPage<T extends { id: bigint | number }>(rows: T[], size: number): { rows: T[]; next?: { next_cursor: number } } {
  if (rows.length <= size) return { rows };
  const shown = rows.slice(0, size);
  return { rows: shown, next: { next_cursor: Number(shown[shown.length - 1]!.id) } };
}
