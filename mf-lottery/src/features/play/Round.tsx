import { useEffect, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, FRESH_ON_MOUNT_S, selectLanguage, useAppSelector, type ApiError } from '@snapmall/shared';
import { EmptyState, kitStyles, usePageVisible } from '@snapmall/shared/kit';
import type { LotteryGame } from '@snapmall/shared/contract';
import { clockOffsetMs, msUntil, useSecondsUntil } from '../../common/clock';
import { playApi, useLotteryCurrentQuery, useLotteryPendingQuery } from './api';
import { BetForm } from './BetForm';
import { LastResults } from './LastResults';
import { MyRound } from './MyRound';
import { PeriodCard } from './PeriodCard';
import { playPollMs } from './polling';

/**
 * One game's live round: the open period counted down on the server's clock, the bet form, my bets in play and
 * the last results. Everything here updates without a reload: /current is asked again when betting closes, when
 * the draw is due, and on an interval that quickens near the draw.
 */
export function Round({ game, children }: { game: LotteryGame; children?: ReactNode }) {
  const lang = useAppSelector(selectLanguage);
  const visible = usePageVisible();
  const arg = { game_id: game.id, lang };
  // What the cache holds decides how soon to ask again; the subscription below does the asking.
  const { data: c } = playApi.endpoints.lotteryCurrent.useQueryState(arg);
  const offset = c ? clockOffsetMs(c.server_time, c.received_at) : 0;
  const toClose = useSecondsUntil(c?.close_at ?? 0, offset);
  const pollingInterval = playPollMs(visible, toClose, c);
  const current = useLotteryCurrentQuery(arg, { pollingInterval, refetchOnMountOrArgChange: FRESH_ON_MOUNT_S });
  const { refetch } = current;
  // My bets in play sit between the bet form and the last results: the round is drawn once they have answered too.
  const pending = useLotteryPendingQuery({ lang }, { pollingInterval: visible ? pollingInterval : 0, refetchOnMountOrArgChange: FRESH_ON_MOUNT_S });

  // Asked again the moment betting closes and the moment the draw is due (a little after, by the server's clock).
  const closeAt = c?.close_at ?? 0;
  const drawAt = c?.draw_at ?? 0;
  useEffect(() => {
    if (!visible || !closeAt) return;
    const timers = [closeAt, drawAt]
      .map((at) => msUntil(at, offset))
      .filter((ms) => ms > 0)
      .map((ms) => setTimeout(() => void refetch(), ms + 300));
    return () => timers.forEach(clearTimeout);
  }, [visible, closeAt, drawAt, offset, refetch]);

  // No period open for bets yet (a new game's first period has no seed): the server's words, and the page keeps
  // asking on its calm interval, so the round appears by itself when the next period opens.
  const refusal = current.error as Partial<ApiError> | undefined;
  if (!c && current.isError && refusal?.kind === 'refused') {
    return (
      <>
        <p className={kitStyles.failure} role="status" data-testid="round-not-open">
          {refusal.message}
        </p>
        {children}
      </>
    );
  }
  // Until the period and my bets have answered, one empty box (what follows the round is drawn with it, not pushed).
  if (!c && current.isError) {
    return (
      <>
        <EmptyState text="lottery.play.currentFailed" action="common.retry" onAction={() => void refetch()} />
        {children}
      </>
    );
  }
  if (!c || pending.isLoading) return <div aria-busy="true" data-testid="round-waiting" />;
  return (
    <>
      {current.isError && (
        <p className={kitStyles.failure} role="status">
          <FormattedMessage id="lottery.play.stale" />{' '}
          <Button variant="secondary" onClick={() => void refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        </p>
      )}
      <PeriodCard current={c} offset={offset} secondsToClose={toClose} />
      <BetForm game={c.game} current={c} bettingOpen={toClose > 0} />
      <MyRound pollingInterval={visible ? pollingInterval : 0} />
      <LastResults game={c.game} draws={c.last} />
      {children}
    </>
  );
}
