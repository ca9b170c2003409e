import { callsOf } from '@snapmall/shared';
import type { LangArg } from '@snapmall/shared/kit';
import { lotteryApi } from '../../common/lotteryApi';

export const notCountApi = lotteryApi.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      /** My bets waiting for their draw, newest first; polled, so a settled bet leaves the list without a reload. */
      lotteryNotCount: call.pages('/api/lottery/notcount', { filter: (_: LangArg) => ({}), providesTags: ['LotteryBets'], extraOptions: { noLoading: true } }),
      /** One of my bets; polled while it waits. Silent: a poll that fails is not a toast every few seconds. */
      lotteryNotCountDetail: call.query('/api/lottery/notcountdetail', {
        body: ({ id }: LangArg & { id: number }) => ({ id }),
        providesTags: ['LotteryBets'],
        extraOptions: { noLoading: true, silent: true },
      }),
    };
  },
});

export const { useLotteryNotCountInfiniteQuery, useLotteryNotCountDetailQuery } = notCountApi;
