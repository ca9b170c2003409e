import { PREFETCH, type AppDispatch, type RemoteRoute } from '@snapmall/shared';
import type { LotteryGame } from '@snapmall/shared/contract';
import { gamesApi } from '../../common/gamesApi';
import { playApi } from './api';

/** The game Play shows: the one `?game_id=` (or the player) picked, else the first. */
export const chosenGame = (games: readonly LotteryGame[] | undefined, picked: number): LotteryGame | undefined => games?.find((g) => g.id === picked) ?? games?.[0];

/**
 * Play's first data, asked for while its chunk is on its way (RemoteRoute.prefetch): the games and my bets in
 * play at once, then the chosen game's open period, which needs the games. The same arguments as the page's
 * hooks, so the page finds them. Its largest text (the period's seed hash) used to wait for the chunk, then the
 * games, then the period.
 */
export const prefetchPlay: NonNullable<RemoteRoute['prefetch']> = (dispatch: AppDispatch, { lang, query }) => {
  dispatch(playApi.endpoints.lotteryPending.initiate({ lang }, PREFETCH));
  dispatch(gamesApi.endpoints.lotteryGames.initiate({ lang }, PREFETCH))
    .unwrap()
    .then((games) => {
      const game = chosenGame(games, Number(query.game_id) || 0);
      if (game) dispatch(playApi.endpoints.lotteryCurrent.initiate({ game_id: game.id, lang }, PREFETCH));
    })
    .catch(() => undefined);
};
