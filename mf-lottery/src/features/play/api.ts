import { callsOf } from '@snapmall/shared';
import type { LangArg } from '@snapmall/shared/kit';
import type { CurrentPeriod } from '@snapmall/shared/contract';
import { BET_TAGS, lotteryApi } from '../../common/lotteryApi';

/** The open period as the server said it, and when this device received the answer (to count down on the server's clock). */
export type Current = CurrentPeriod & { received_at: number };

export const playApi = lotteryApi.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      /**
       * The open period, the last draws, the customer's points and limit. Polled while the page is visible: quiet
       * (no overlay, no toast every few seconds when the network drops; the page says so in place).
       */
      lotteryCurrent: call.query('/api/lottery/current', {
        body: ({ game_id }: LangArg & { game_id: number }) => ({ game_id }),
        transformResponse: (answer): Current => ({ ...answer, received_at: Date.now() }),
        providesTags: ['LotteryCurrent'],
        extraOptions: { noLoading: true, silent: true },
      }),
      /** My bets waiting for their draw (first page), polled beside the period so a settled bet is noticed at once. */
      lotteryPending: call.query('/api/lottery/notcount', {
        body: (_: LangArg) => ({ page: 1 }),
        providesTags: ['LotteryBets'],
        extraOptions: { noLoading: true, silent: true },
      }),
      /** My latest bets with their results; `round` asks again each time bets were seen to settle. */
      lotteryRecentBets: call.query('/api/lottery/buylog', {
        body: (_: LangArg & { round: number }) => ({ page: 1 }),
        providesTags: ['LotteryBets'],
        extraOptions: { noLoading: true, silent: true },
      }),
      /**
       * Stakes points on a bet type in the open period; the same request_id again answers the same bet. Silent: the
       * form shows a refusal in place, and invalidating on a refusal too shows points and limit as they are.
       */
      lotteryBet: call.mutation('/api/lottery/bet', { invalidatesTags: [...BET_TAGS], extraOptions: { silent: true } }),
    };
  },
});

export const { useLotteryCurrentQuery, useLotteryPendingQuery, useLotteryRecentBetsQuery, useLotteryBetMutation } = playApi;
