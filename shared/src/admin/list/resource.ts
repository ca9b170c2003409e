import { useCallback, useMemo } from 'react';
import type { PageOf } from '../../contract/bank';
import { fixedPages, pageOfRows } from './pages';
import type { FilterField, ListRequest, PageFetcher } from './types';

/**
 * One kind of record the console lists (deposits, orders, bets, brands), declared once by the remote that owns it:
 * its name, its words, its key, how its pages are fetched, its filters and order. Its list page (`ResourceList`)
 * and its tab on the console's customer page (`CustomerList`) are made from it, so both fetch, filter, sort, name
 * their CSV and say "empty" alike, and a change to one of these is made once.
 *
 * @example
 * export const DEPOSITS: AdminResource<AdminDeposit> = {
 *   name: 'deposits', label: 'admin.bank.deposits.list', empty: 'admin.bank.deposits.empty', rowId: (r) => r.id,
 *   usePages: pagedCall(useLazyAdminDepositsQuery), filters: REVIEW_FILTERS, defaultSort: REVIEW_DEFAULT_SORT,
 * };
 */
export interface AdminResource<Row> {
  /** Its name in file names: the list's CSV is `<name>.csv`, one customer's `customer-<id>-<name>.csv`. */
  name: string;
  /** Message id naming the list (its table caption, its cards' label). */
  label: string;
  /** Message id of an empty list's text. */
  empty: string;
  rowId: (row: Row) => number;
  /** A hook giving one page for a request body: `pagedCall`, `wholeCall` or `fixedPagesCall` of the list's lazy query. */
  usePages: () => PageFetcher<Row>;
  filters?: readonly FilterField[];
  /** The server's order when the address names none, so its header shows as sorted. */
  defaultSort?: { sort: string; order: 'asc' | 'desc' };
}

/**
 * What RTK Query's `useLazy…Query` gives first: a trigger whose result unwraps to the call's answer. Its argument
 * is the list's request (filters, sort, page, and a customer tab's `user_id`), whatever the call names it: the
 * call's request schema judges it, here and on the server.
 */
type LazyQuery<Arg, Answer> = () => readonly [(arg: Arg) => { unwrap(): Promise<Answer> }, ...unknown[]];

/** The pages of a list call that pages, sorts and filters itself: the request body is sent as it is. */
export function pagedCall<Row>(useLazy: LazyQuery<never, PageOf<Row>>): () => PageFetcher<Row> {
  return function usePages() {
    const [trigger] = useLazy();
    return useCallback((body: ListRequest) => trigger(body as never).unwrap(), [trigger]);
  };
}

/** The pages of a call that answers every row at once (channels, brands, VIP levels, games): sliced here. */
export function wholeCall<Row>(useLazy: LazyQuery<void, readonly Row[]>): () => PageFetcher<Row> {
  return function usePages() {
    const [trigger] = useLazy();
    return useCallback(async (body: ListRequest) => pageOfRows(await trigger().unwrap(), body), [trigger]);
  };
}

/**
 * The pages of a call that answers fixed pages of 20 and takes only `page` and its filters (a customer's bets): the
 * console's page sizes are put together from the server's pages (`fixedPages`).
 */
export function fixedPagesCall<Row>(useLazy: LazyQuery<never, PageOf<Row>>): () => PageFetcher<Row> {
  return function usePages() {
    const [trigger] = useLazy();
    // The rest of the request is the list's filters (and a customer tab's user_id), as the call takes them.
    return useMemo(() => fixedPages((page, rest) => trigger({ ...rest, page } as never).unwrap()), [trigger]);
  };
}
