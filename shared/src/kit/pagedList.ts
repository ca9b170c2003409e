import type { PageOf } from '../contract/bank';
import type { Language } from '../contract/envelope';

/** A request body as a page sends it: the base query adds lang and token. */
export type Form<T> = Omit<T, 'lang' | 'token'>;

/** Names and titles come in the request's language, so lang is part of the cache key of any answer holding one. */
export interface LangArg {
  lang: Language;
}

/** How a list answer (`{ list, total, page }`) pages on: the next page while fewer rows than total are loaded. */
export const pagedList = {
  initialPageParam: 1,
  getNextPageParam: (last: PageOf<unknown>, all: PageOf<unknown>[], lastPage: number) => {
    const loaded = all.reduce((n, p) => n + p.list.length, 0);
    return last.list.length > 0 && loaded < last.total ? lastPage + 1 : undefined;
  },
};

/** Every row of the pages loaded so far, in order. */
export const rowsOf = <T>(data: { pages: PageOf<T>[] } | undefined): T[] => data?.pages.flatMap((p) => p.list) ?? [];
