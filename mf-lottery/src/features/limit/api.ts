import { callsOf } from '@snapmall/shared';
import { lotteryApi } from '../../common/lotteryApi';

export const limitApi = lotteryApi.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      /** My daily stake limit, what I staked today, and a raise waiting for the next shop day. */
      lotteryLimit: call.query('/api/lottery/limit', { providesTags: ['LotteryLimit'] }),
      /** Sets it (0 = none): a lower limit applies at once, a higher one from the next shop day. Silent: the page shows a refusal in place. */
      lotterySetLimit: call.mutation('/api/lottery/setlimit', { invalidatesTags: ['LotteryLimit', 'LotteryCurrent'], extraOptions: { silent: true } }),
    };
  },
});

export const { useLotteryLimitQuery, useLotterySetLimitMutation } = limitApi;
