import { callsOf } from '@snapmall/shared';
import { lotteryApi } from '../../common/lotteryApi';

export const buyLogDayApi = lotteryApi.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      /** My bets summed per shop day, newest first. */
      lotteryBuyLogDay: call.pages('/api/lottery/buylogday', { providesTags: ['LotteryBets'] }),
    };
  },
});

export const { useLotteryBuyLogDayInfiniteQuery } = buyLogDayApi;
