import { type LangArg, pagedList } from '@snapmall/shared/kit';
import type { Bet, PageOf } from '@snapmall/shared/contract';
import { lotteryApi } from '../../common/lotteryApi';

export const buyLogApi = lotteryApi.injectEndpoints({
  endpoints: (build) => ({
    /** All of my bets, newest first, with their status, payout and dice. */
    lotteryBuyLog: build.infiniteQuery<PageOf<Bet>, LangArg, number>({
      query: ({ pageParam }) => ({ url: '/api/lottery/buylog', body: { page: pageParam } }),
      infiniteQueryOptions: pagedList,
      providesTags: ['LotteryBets'],
    }),
  }),
});

export const { useLotteryBuyLogInfiniteQuery } = buyLogApi;
