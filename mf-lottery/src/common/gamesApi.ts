import { callsOf } from '@snapmall/shared';
import type { LangArg } from '@snapmall/shared/kit';
import { lotteryApi } from './lotteryApi';

/** The enabled games, with their bet types, payouts and the odds computed from them: play, results and verify pick from them. */
export const gamesApi = lotteryApi.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return { lotteryGames: call.query('/api/lottery/games', { body: (_: LangArg) => undefined }) };
  },
});

export const { useLotteryGamesQuery } = gamesApi;
