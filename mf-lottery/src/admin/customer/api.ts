import { api, callsOf } from '@snapmall/shared';

/** Lists show their own loading and failure: no overlay, no toast; nothing is kept past its page. */
const LIST = { keepUnusedDataFor: 0, extraOptions: { noLoading: true, silent: true } } as const;

/**
 * The lottery's tab on the console's customer page: one customer's bets (/api/admin/user/bets, every operator may
 * read them), the server's pages of 20, newest first. Nothing is cached past its page.
 */
export const lotteryCustomerApi = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      lotteryCustomerBets: call.query('/api/admin/user/bets', LIST),
    };
  },
});

export const { useLazyLotteryCustomerBetsQuery } = lotteryCustomerApi;
