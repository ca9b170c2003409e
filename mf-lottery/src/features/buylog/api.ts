import { callsOf } from '@snapmall/shared';
import type { LangArg } from '@snapmall/shared/kit';
import { lotteryApi } from '../../common/lotteryApi';

export const buyLogApi = lotteryApi.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      /** All of my bets, newest first, with their status, payout and dice. */
      lotteryBuyLog: call.pages('/api/lottery/buylog', { filter: (_: LangArg) => ({}), providesTags: ['LotteryBets'] }),
    };
  },
});

export const { useLotteryBuyLogInfiniteQuery } = buyLogApi;
