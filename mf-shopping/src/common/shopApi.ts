import { api, type Language } from '@snapmall/shared';
import type { PageOf } from '@snapmall/shared/contract';

/**
 * The shared API slice with this remote's cache tags. A call that moves money invalidates what it changed: the
 * quota, stock and prices ('Goods'), the order lists and details, the user's balance and level ('User', which the
 * shell keeps subscribed, so the session's user info is refreshed) and mf-bank's statement ('MoneyLog').
 */
export const shopApi = api.enhanceEndpoints({ addTagTypes: ['Quota', 'Goods', 'Orders', 'MoneyLog'] });

/** What a money-moving call of this remote invalidates, whether it was answered or refused. */
export const MONEY_TAGS = ['Quota', 'Goods', 'Orders', 'User', 'MoneyLog'] as const;

/** A request body as a page sends it: the base query adds lang and token. */
export type Form<T> = Omit<T, 'lang' | 'token'>;

/** Names and titles come in the request's language, so lang is part of every cache key. */
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
