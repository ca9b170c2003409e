import { api, type Language } from '@snapmall/shared';
import type { PageOf } from '@snapmall/shared/contract';

/**
 * The shared API slice with this remote's cache tags. A bet changes the customer's points and today's stake
 * ('LotteryCurrent', 'LotteryLimit', and 'User', which the shell keeps subscribed for "me"), and their bets.
 */
export const lotteryApi = api.enhanceEndpoints({ addTagTypes: ['LotteryCurrent', 'LotteryBets', 'LotteryLimit', 'LotteryDraws'] });

/** What a bet invalidates, whether it was taken or refused (a refusal may mean the page's view was stale). */
export const BET_TAGS = ['LotteryCurrent', 'LotteryBets', 'LotteryLimit', 'User'] as const;

/** A request body as a page sends it: the base query adds lang and token. */
export type Form<T> = Omit<T, 'lang' | 'token'>;

/** Game names come in the request's language, so lang is part of every cache key that holds one. */
export interface LangArg {
  lang: Language;
}

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
