import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Moment, type PageProps, selectLanguage, useAppSelector, useNav } from '@snapmall/shared';
import { EmptyState, RecordList } from '@snapmall/shared/kit';
import type { Draw } from '@snapmall/shared/contract';
import { Dice } from '../../common/Dice';
import { GamePicker } from '../../common/GamePicker';
import { useLotteryGamesQuery } from '../../common/gamesApi';
import { outcomeOf } from '../../common/outcome';
import { Hex } from '../../common/ui';
import styles from '../../common/lottery.module.css';
import { useLotterySettledInfiniteQuery } from './api';

/** Draw results (?game_id= picks a game): each period's dice with its revealed seed and commitment, and a way to check it. */
export default function SettledLogPage({ query }: PageProps) {
  const lang = useAppSelector(selectLanguage);
  const { data: games, isError, refetch } = useLotteryGamesQuery({ lang });
  const [picked, setPicked] = useState(() => Number(query.game_id) || 0);
  const game = games?.find((g) => g.id === picked) ?? games?.[0];
  return (
    <div className={styles.page}>
      {isError && <EmptyState text="lottery.play.gamesFailed" action="common.retry" onAction={() => void refetch()} />}
      {games && games.length === 0 && <EmptyState text="lottery.play.noGames" action="lottery.play.toHome" to="/pages/index/index" />}
      {games && game && <GamePicker games={games} current={game.id} onPick={setPicked} />}
      <p className={styles.note}>
        <FormattedMessage id="lottery.settled.about" />
      </p>
      {game && <Draws gameId={game.id} />}
    </div>
  );
}

function Draws({ gameId }: { gameId: number }) {
  const list = useLotterySettledInfiniteQuery({ game_id: gameId }, { refetchOnMountOrArgChange: true });
  return (
    <RecordList
      list={list}
      keyOf={(d) => d.period_no}
      render={(d) => <DrawRow gameId={gameId} draw={d} />}
      end="lottery.settled.end"
      empty={<EmptyState text="lottery.settled.empty" action="lottery.toPlay" to={`/pages/lottery/lottery?game_id=${gameId}`} />}
    />
  );
}

function DrawRow({ gameId, draw: d }: { gameId: number; draw: Draw }) {
  const nav = useNav();
  const intl = useIntl();
  return (
    <article className={styles.row} data-testid="draw-row" aria-labelledby={`lottery-draw-${d.period_no}`}>
      <span className={styles.rowHead}>
        <strong className={styles.rowTitle} id={`lottery-draw-${d.period_no}`}>
          <FormattedMessage id="lottery.period" values={{ n: d.period_no }} />
        </strong>
        <Moment at={d.drawn_at} />
      </span>
      <span className={styles.rowLine}>
        <Dice dice={d.dice} />
        <span>{outcomeOf(d.dice).map((id) => intl.formatMessage({ id })).join(' · ')}</span>
      </span>
      <span className={styles.hexLabel}>
        <FormattedMessage id="lottery.verify.seed" />
      </span>
      <Hex value={d.seed} />
      <span className={styles.hexLabel}>
        <FormattedMessage id="lottery.verify.commitment" />
      </span>
      <Hex value={d.commitment} />
      <Button variant="secondary" className={styles.rowAction} onClick={() => nav.navigate(`/pages/lottery/verify?game_id=${gameId}&period_no=${d.period_no}`)}>
        <FormattedMessage id="lottery.verify.draw" />
      </Button>
    </article>
  );
}
