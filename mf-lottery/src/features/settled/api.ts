import { callsOf } from '@snapmall/shared';
import { lotteryApi } from '../../common/lotteryApi';

export const settledApi = lotteryApi.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      /** A game's draws, newest first, each with its revealed seed and the commitment it hashes to. */
      lotterySettled: call.pages('/api/lottery/settled', { filter: ({ game_id }: { game_id: number }) => ({ game_id }), providesTags: ['LotteryDraws'] }),
    };
  },
});

export const { useLotterySettledInfiniteQuery } = settledApi;
