import { useState } from 'react';
import { FRESH_ON_MOUNT_S, type PageProps, selectLanguage, useAppSelector } from '@snapmall/shared';
import { EmptyState } from '@snapmall/shared/kit';
import { GamePicker } from '../../common/GamePicker';
import { useLotteryGamesQuery } from '../../common/gamesApi';
import { LotteryLinks, NoCashValue } from '../../common/ui';
import styles from '../../common/lottery.module.css';
import { chosenGame } from './prefetch';
import { Round } from './Round';

/** Play (?game_id= picks a game): the open period of the chosen game, its last results and the bet form. */
export default function PlayPage({ query }: PageProps) {
  const lang = useAppSelector(selectLanguage);
  const { data: games, isError, isLoading, refetch } = useLotteryGamesQuery({ lang }, { refetchOnMountOrArgChange: FRESH_ON_MOUNT_S });
  const [picked, setPicked] = useState(() => Number(query.game_id) || 0);
  const game = chosenGame(games, picked);
  // The note and the links come after the round, and are drawn with it: nothing is drawn above them later.
  const after = (
    <>
      <NoCashValue />
      <LotteryLinks />
    </>
  );
  if (isLoading) return <div className={styles.page} aria-busy="true" data-testid="play-waiting" />;
  return (
    <div className={styles.page}>
      {isError && <EmptyState text="lottery.play.gamesFailed" action="common.retry" onAction={() => void refetch()} />}
      {games && games.length === 0 && <EmptyState text="lottery.play.noGames" action="lottery.play.toHome" to="/pages/index/index" />}
      {games && game && <GamePicker games={games} current={game.id} onPick={setPicked} />}
      {/* A new game starts a new round: its own clock, form and request ids. */}
      {game ? (
        <Round key={game.id} game={game}>
          {after}
        </Round>
      ) : (
        after
      )}
    </div>
  );
}
