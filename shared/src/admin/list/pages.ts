import type { PageOf } from '../../contract/bank';
import type { ListRequest, PageFetcher } from './types';

/** The page size of the calls that take only `page` (notices, bets, messages, sign-ins): the server's 20. */
export const SERVER_PAGE = 20;

/**
 * A list fetcher for a call that answers fixed pages of `size` rows and takes no `limit`: the page the console asks
 * for (20, 50 or 100 rows) is put together from the server's pages that cover it, so AdminList's page sizes, paging
 * and CSV export work as for any list. `ask` gets the server's page number and the rest of the request (the list's
 * `limit`, `sort` and `order` are the console's, never sent).
 */
export function fixedPages<Row>(ask: (page: number, rest: ListRequest) => PromiseLike<PageOf<Row>>, size = SERVER_PAGE): PageFetcher<Row> {
  return async (body) => {
    const { page = 1, limit = size, sort: _sort, order: _order, ...rest } = body;
    const wanted = Number(limit);
    const start = (Number(page) - 1) * wanted;
    const first = Math.floor(start / size) + 1;
    const last = Math.floor((start + wanted - 1) / size) + 1;
    const rows: Row[] = [];
    let total = 0;
    let more = false;
    for (let n = first; n <= last; n++) {
      const answer = await ask(n, rest);
      total = answer.total;
      more = more || Boolean(answer.has_more);
      rows.push(...answer.list);
      // A short page is the last one: nothing further to ask for.
      if (answer.list.length < size) break;
    }
    const offset = start - (first - 1) * size;
    return { list: rows.slice(offset, offset + wanted), total, page: Number(page), ...(more ? { has_more: true as const } : {}) };
  };
}

/** The page a request asks for of a list held whole (operators, content pages, brands): sliced here. */
export function pageOfRows<Row>(rows: readonly Row[], body: ListRequest): PageOf<Row> {
  const page = Number(body.page) || 1;
  const limit = Number(body.limit) || SERVER_PAGE;
  return { list: rows.slice((page - 1) * limit, page * limit), total: rows.length, page };
}

/** A list fetcher over every row at once: the page asked for, sliced here. */
export function allRows<Row>(load: () => PromiseLike<readonly Row[]>): PageFetcher<Row> {
  return async (body) => pageOfRows(await load(), body);
}

/**
 * A list call narrowed to one customer (a tab of the console's customer page): `user_id` added to every page's
 * request (CSV export included), so the call may be one that requires it (the statement's).
 */
export function forCustomer<Row>(userId: number, fetch: (body: ListRequest & { user_id: number }) => PromiseLike<PageOf<Row>>): PageFetcher<Row> {
  return (body) => fetch({ ...body, user_id: userId });
}
