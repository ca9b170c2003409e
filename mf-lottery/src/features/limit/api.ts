import type { Form } from '@snapmall/shared/kit';
import type { StakeLimit, StakeLimitBody } from '@snapmall/shared/contract';
import { lotteryApi } from '../../common/lotteryApi';

export const limitApi = lotteryApi.injectEndpoints({
  endpoints: (build) => ({
    /** My daily stake limit, what I staked today, and a raise waiting for the next shop day. */
    lotteryLimit: build.query<StakeLimit, void>({
      query: () => ({ url: '/api/lottery/limit', body: {} }),
      providesTags: ['LotteryLimit'],
    }),
    /** Sets it (0 = none): a lower limit applies at once, a higher one from the next shop day. Silent: the page shows a refusal in place. */
    lotterySetLimit: build.mutation<StakeLimit, Form<StakeLimitBody>>({
      query: (body) => ({ url: '/api/lottery/setlimit', body }),
      invalidatesTags: ['LotteryLimit', 'LotteryCurrent'],
      extraOptions: { silent: true },
    }),
  }),
});

export const { useLotteryLimitQuery, useLotterySetLimitMutation } = limitApi;
