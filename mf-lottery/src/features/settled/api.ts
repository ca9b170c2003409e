import { pagedList } from '@snapmall/shared/kit';
import type { Draw, PageOf } from '@snapmall/shared/contract';
import { lotteryApi } from '../../common/lotteryApi';

export const settledApi = lotteryApi.injectEndpoints({
  endpoints: (build) => ({
    /** A game's draws, newest first, each with its revealed seed and the commitment it hashes to. */
    lotterySettled: build.infiniteQuery<PageOf<Draw>, { game_id: number }, number>({
      query: ({ queryArg: { game_id }, pageParam }) => ({ url: '/api/lottery/settled', body: { game_id, page: pageParam } }),
      infiniteQueryOptions: pagedList,
      providesTags: ['LotteryDraws'],
    }),
  }),
});

export const { useLotterySettledInfiniteQuery } = settledApi;
