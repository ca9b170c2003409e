import type { AdminDrawList, AdminDrawListBody, AdminLotteryGame, AdminLotterySummary, GameSaveBody } from '@snapmall/shared/contract';
import { api } from '@snapmall/shared';

/** The pages show their own loading and failure (beside a field, in the list): no overlay, no toast. */
const QUIET = { noLoading: true, silent: true } as const;

/** The lottery's operator calls (issue 19); the games role opens them. */
export const adminLotteryApi = api.enhanceEndpoints({ addTagTypes: ['AdminGames'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Every game, enabled or not, with its payouts in hundredths. */
    adminGames: build.query<AdminLotteryGame[], void>({
      query: () => ({ url: '/api/admin/lottery/game/list', body: { page: 1 } }),
      providesTags: ['AdminGames'],
      extraOptions: QUIET,
    }),
    saveGame: build.mutation<{ id: number }, Omit<GameSaveBody, 'lang' | 'token'>>({
      query: (body) => ({ url: '/api/admin/lottery/game/save', body }),
      invalidatesTags: ['AdminGames'],
      extraOptions: QUIET,
    }),
    /** A page of a game's draws, newest first, with the open period. */
    adminDraws: build.query<AdminDrawList, Omit<AdminDrawListBody, 'lang' | 'token'>>({
      query: (body) => ({ url: '/api/admin/lottery/draw/list', body }),
      extraOptions: QUIET,
    }),
    /** A game's points staked and paid per day, in the operator's days. */
    adminLotterySummary: build.query<AdminLotterySummary, { game_id: number; days: number }>({
      query: (body) => ({ url: '/api/admin/lottery/summary', body }),
      extraOptions: QUIET,
    }),
  }),
});

export const { useAdminGamesQuery, useLazyAdminGamesQuery, useSaveGameMutation, useLazyAdminDrawsQuery, useAdminLotterySummaryQuery } = adminLotteryApi;
