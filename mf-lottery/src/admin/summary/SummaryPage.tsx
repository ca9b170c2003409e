import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@snapmall/shared';
import { AdminPageFrame, DayChart } from '@snapmall/shared/admin';
import { EmptyState, FailureNote } from '@snapmall/shared/kit';
import { useAdminGamesQuery, useAdminLotterySummaryQuery } from '../api';
import { GamePicker, useChosenGame } from '../common/GamePicker';
import { SummaryTotals } from './SummaryTotals';
import styles from '../admin.module.css';

const SPANS = [7, 30, 90] as const;

/**
 * /games/summary: a game's points staked and paid back over the last days (the operator's days), what the pool kept
 * (staked less paid) and the share paid back, as charts with their figures as a table for screen readers.
 */
export default function SummaryPage() {
  const intl = useIntl();
  const spanId = useId();
  const [days, setDays] = useState<number>(30);
  const games = useAdminGamesQuery();
  const [game, choose] = useChosenGame(games.data);
  const summary = useAdminLotterySummaryQuery(game ? { game_id: game.id, days } : { game_id: 0, days }, { skip: !game, refetchOnMountOrArgChange: true });
  const failure = (games.error ?? summary.error) as { message?: string } | undefined;
  const data = summary.data?.game_id === game?.id ? summary.data : undefined;
  const series = data?.days ?? [];
  return (
    <AdminPageFrame
      title="admin.lottery.summary.title"
      actions={
        games.data &&
        games.data.length > 0 && (
          <>
            <GamePicker games={games.data} game={game} onChoose={choose} />
            <div className={styles.pickerRow}>
              <label htmlFor={spanId}>
                <FormattedMessage id="admin.lottery.summary.span" />
              </label>
              <select id={spanId} className={styles.select} value={days} onChange={(e) => setDays(Number(e.target.value))}>
                {SPANS.map((n) => (
                  <option key={n} value={n}>
                    {intl.formatMessage({ id: 'admin.lottery.summary.days' }, { days: n })}
                  </option>
                ))}
              </select>
            </div>
          </>
        )
      }
    >
      {failure && (
        <>
          <FailureNote notice={failure.message ? { text: failure.message } : { id: 'admin.lottery.summary.failed' }} />
          <Button variant="secondary" onClick={() => void (games.error ? games.refetch() : summary.refetch())}>
            <FormattedMessage id="common.retry" />
          </Button>
        </>
      )}
      {!failure && (!games.data || (game && !data)) && (
        <p role="status" className={styles.status}>
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {games.data?.length === 0 && <EmptyState text="admin.lottery.games.empty" />}
      {data && (
        <div className={styles.form} aria-busy={summary.isFetching}>
          <SummaryTotals totals={data.totals} />
          <p className={styles.note}>
            <FormattedMessage id="admin.lottery.summary.note" />
          </p>
          <div className={styles.charts}>
            <DayChart
              title="admin.lottery.summary.pointsChart"
              kind="count"
              days={series.map((d) => d.day)}
              series={[
                { key: 'staked', label: 'admin.lottery.summary.staked', values: series.map((d) => d.staked), tone: 'brand' },
                { key: 'paid', label: 'admin.lottery.summary.paid', values: series.map((d) => d.paid), tone: 'ok' },
              ]}
            />
            <DayChart title="admin.lottery.summary.betsChart" kind="count" days={series.map((d) => d.day)} series={[{ key: 'bets', label: 'admin.lottery.summary.bets', values: series.map((d) => d.bets), tone: 'info' }]} />
          </div>
        </div>
      )}
    </AdminPageFrame>
  );
}
