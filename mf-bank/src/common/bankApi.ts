import { api, type Language } from '@snapmall/shared';
import type { PageOf, ReviewStatus } from '@snapmall/shared/contract';

/**
 * The shared API slice with this remote's cache tags: a money-moving call invalidates what it changed (the
 * card, the rules, a record list, the statement, and the user's balance in 'User').
 */
export const bankApi = api.enhanceEndpoints({ addTagTypes: ['BankCard', 'WithdrawRules', 'Deposits', 'Withdrawals', 'MoneyLog'] });

/** A request body as a page sends it: the base query adds lang and token. */
export type Form<T> = Omit<T, 'lang' | 'token'>;

/** How a list answer ({ list, total, page }) pages on: the next page while fewer rows than total are loaded. */
export const pagedList = {
  initialPageParam: 1,
  getNextPageParam: (last: PageOf<unknown>, all: PageOf<unknown>[], lastPage: number) => {
    const loaded = all.reduce((n, p) => n + p.list.length, 0);
    return last.list.length > 0 && loaded < last.total ? lastPage + 1 : undefined;
  },
};

/** Every row of the pages loaded so far, in order. */
export const rowsOf = <T>(data: { pages: PageOf<T>[] } | undefined): T[] => data?.pages.flatMap((p) => p.list) ?? [];

/** A record list's filter; lang is part of the cache key because names come in the request's language. */
export interface ReviewListArg {
  status?: ReviewStatus;
  lang: Language;
}

/** The request and paging of a deposit or withdrawal list: one page at a time, the status only when filtered. */
export const reviewList = (url: string) => ({
  query: ({ queryArg: { status }, pageParam }: { queryArg: ReviewListArg; pageParam: number }) => ({
    url,
    body: { page: pageParam, ...(status === undefined ? {} : { status }) },
  }),
  infiniteQueryOptions: pagedList,
});
