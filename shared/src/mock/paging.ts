import type { PageOf } from '../contract/bank';

export const PAGE_SIZE = 20;

/**
 * A customer's list page as the server reads it (server/src/db/cursor-page.ts): rows newest first, by number or
 * after a cursor (the rows with a smaller id), `next_cursor` the last row's id when rows follow, `total` every
 * row of the filter.
 */
export function pageOf<T extends { id: number }>(newestFirst: T[], page: number, cursor?: number): PageOf<T> {
  const after = cursor === undefined ? newestFirst.slice((page - 1) * PAGE_SIZE) : newestFirst.filter((r) => r.id < cursor);
  const list = after.slice(0, PAGE_SIZE);
  const more = after.length > PAGE_SIZE;
  return { list, total: newestFirst.length, page, ...(more ? { next_cursor: list[list.length - 1]!.id } : {}) };
}
