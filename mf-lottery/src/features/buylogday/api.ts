import { pagedList } from '@snapmall/shared/kit';
import type { BetDay, PageOf } from '@snapmall/shared/contract';
import { lotteryApi } from '../../common/lotteryApi';

export const buyLogDayApi = lotteryApi.injectEndpoints({
  endpoints: (build) => ({
    /** My bets summed per shop day, newest first. */
    lotteryBuyLogDay: build.infiniteQuery<PageOf<BetDay>, void, number>({
      query: ({ pageParam }) => ({ url: '/api/lottery/buylogday', body: { page: pageParam } }),
      infiniteQueryOptions: pagedList,
      providesTags: ['LotteryBets'],
    }),
  }),
});

export const { useLotteryBuyLogDayInfiniteQuery } = buyLogDayApi;
