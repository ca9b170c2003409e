import { type Form, type LangArg, pagedList } from '@snapmall/shared/kit';
import type { Bet, BetIdBody, PageOf } from '@snapmall/shared/contract';
import { lotteryApi } from '../../common/lotteryApi';

export const notCountApi = lotteryApi.injectEndpoints({
  endpoints: (build) => ({
    /** My bets waiting for their draw, newest first; polled, so a settled bet leaves the list without a reload. */
    lotteryNotCount: build.infiniteQuery<PageOf<Bet>, LangArg, number>({
      query: ({ pageParam }) => ({ url: '/api/lottery/notcount', body: { page: pageParam } }),
      infiniteQueryOptions: pagedList,
      providesTags: ['LotteryBets'],
      extraOptions: { noLoading: true },
    }),
    /** One of my bets; polled while it waits. Silent: a poll that fails is not a toast every few seconds. */
    lotteryNotCountDetail: build.query<Bet, LangArg & Form<BetIdBody>>({
      query: ({ id }) => ({ url: '/api/lottery/notcountdetail', body: { id } }),
      providesTags: ['LotteryBets'],
      extraOptions: { noLoading: true, silent: true },
    }),
  }),
});

export const { useLotteryNotCountInfiniteQuery, useLotteryNotCountDetailQuery } = notCountApi;
