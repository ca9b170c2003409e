import type { AdminNotice, PageOf } from '@snapmall/shared/contract';

/** Pages read at most when looking for one notice (20 each): 2,000 notices, far beyond what a shop publishes. */
const MAX_PAGES = 100;

/**
 * One notice as the server holds it, found in the operator's list (there is no call for one notice): page by page
 * from `hint` (the page it was listed on), then from the first. Null when it is not there.
 */
export async function findNotice(id: number, page: (n: number) => PromiseLike<PageOf<AdminNotice>>, hint = 1): Promise<AdminNotice | null> {
  const tried = new Set<number>();
  const look = async (n: number) => {
    tried.add(n);
    const answer = await page(n);
    return { found: answer.list.find((x) => x.id === id) ?? null, more: n * 20 < answer.total && answer.list.length > 0 };
  };
  if (hint > 1) {
    const first = await look(hint);
    if (first.found) return first.found;
  }
  for (let n = 1; n <= MAX_PAGES; n++) {
    if (tried.has(n)) continue;
    const { found, more } = await look(n);
    if (found) return found;
    if (!more) return null;
  }
  return null;
}
