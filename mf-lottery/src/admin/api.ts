import { api, callsOf } from '@snapmall/shared';

/** The pages show their own loading and failure (beside a field, in the list): no overlay, no toast. */
const QUIET = { noLoading: true, silent: true } as const;

/** The lottery's operator calls (issue 19); the games role opens them. */
export const adminLotteryApi = api.enhanceEndpoints({ addTagTypes: ['AdminGames'] }).injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      /** Every game, enabled or not, with its payouts in hundredths. */
      adminGames: call.query('/api/admin/lottery/game/list', { body: (_: void) => ({ page: 1 }), providesTags: ['AdminGames'], extraOptions: QUIET }),
      saveGame: call.mutation('/api/admin/lottery/game/save', { invalidatesTags: ['AdminGames'], extraOptions: QUIET }),
      /** A page of a game's draws, newest first, with the open period. */
      adminDraws: call.query('/api/admin/lottery/draw/list', { extraOptions: QUIET }),
      /** A game's points staked and paid per day, in the operator's days. */
      adminLotterySummary: call.query('/api/admin/lottery/summary', { extraOptions: QUIET }),
      /** One customer's bets, the server's pages of 20 (the customer page's tab; every operator may read them). */
      adminCustomerBets: call.query('/api/admin/user/bets', { keepUnusedDataFor: 0, extraOptions: QUIET }),
    };
  },
});

export const { useAdminGamesQuery, useLazyAdminGamesQuery, useSaveGameMutation, useLazyAdminDrawsQuery, useAdminLotterySummaryQuery, useLazyAdminCustomerBetsQuery } = adminLotteryApi;
