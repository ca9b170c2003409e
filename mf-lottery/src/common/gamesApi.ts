import type { LangArg } from '@snapmall/shared/kit';
import type { LotteryGame } from '@snapmall/shared/contract';
import { lotteryApi } from './lotteryApi';

/** The enabled games, with their bet types, payouts and the odds computed from them: play, results and verify pick from them. */
export const gamesApi = lotteryApi.injectEndpoints({
  endpoints: (build) => ({
    lotteryGames: build.query<LotteryGame[], LangArg>({
      query: () => ({ url: '/api/lottery/games' }),
    }),
  }),
});

export const { useLotteryGamesQuery } = gamesApi;
