import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Count, Moment } from '@snapmall/shared';
import { AdminList, AdminPageFrame, Loaded, type AdminColumn, type ListRequest } from '@snapmall/shared/admin';
import type { AdminDrawList, AdminDrawRow } from '@snapmall/shared/contract';
import { EmptyState, StatusBadge } from '@snapmall/shared/kit';
import { useAdminGamesQuery, useLazyAdminDrawsQuery } from '../api';
import { GamePicker, useChosenGame } from '../common/GamePicker';
import { OpenPeriod } from './OpenPeriod';
import styles from '../admin.module.css';

/** A hash or seed in full (copyable, read whole by a screen reader), cut short on screen in a table. */
const Hash = ({ value }: { value: string }) => (
  <code className={`${styles.hash} ${styles.hashCell}`} title={value}>
    {value}
  </code>
);

const COLUMNS: AdminColumn<AdminDrawRow>[] = [
  { id: 'period', title: 'admin.lottery.draws.col.period', numeric: true, render: (d) => `#${d.period_no}`, csv: (d) => d.period_no },
  {
    id: 'result',
    title: 'admin.lottery.draws.col.result',
    render: (d) => (
      <span className={styles.dice}>
        <FormattedMessage id="admin.lottery.draws.dice" values={{ dice: d.dice.join(' '), sum: d.sum }} />
      </span>
    ),
    csv: (d) => d.dice.join(' '),
  },
  { id: 'drawn', title: 'admin.lottery.draws.col.drawn', render: (d) => <Moment at={d.drawn_at} />, csv: (d) => new Date(d.drawn_at * 1000).toISOString() },
  { id: 'bets', title: 'admin.lottery.draws.col.bets', numeric: true, render: (d) => <Count value={d.bets} />, csv: (d) => d.bets },
  { id: 'staked', title: 'admin.lottery.draws.col.staked', numeric: true, render: (d) => <Count value={d.staked} />, csv: (d) => d.staked },
  {
    id: 'paid',
    title: 'admin.lottery.draws.col.paid',
    numeric: true,
    render: (d) => <FormattedMessage id="admin.lottery.draws.paidTo" values={{ paid: <Count key="p" value={d.paid} />, winners: d.winners }} />,
    csv: (d) => d.paid,
  },
  {
    id: 'status',
    title: 'admin.lottery.draws.col.status',
    render: (d) =>
      d.unsettled === 0 ? (
        <StatusBadge label="admin.lottery.draws.settled" tone="ok" />
      ) : (
        <span data-testid="unsettled">
          <StatusBadge label="admin.lottery.draws.unsettledBadge" tone="bad" /> <Count value={d.unsettled} />
        </span>
      ),
    csv: (d) => (d.unsettled === 0 ? 'settled' : `unsettled ${d.unsettled}`),
  },
  { id: 'hash', title: 'admin.lottery.draws.col.hash', render: (d) => <Hash value={d.commitment} />, csv: (d) => d.commitment },
  { id: 'seed', title: 'admin.lottery.draws.col.seed', render: (d) => <Hash value={d.seed} />, csv: (d) => d.seed },
];

/**
 * /games/draws: a game's periods, newest first — the one open now with its published hash, then each drawn one
 * with its result, the seed revealed and the hash it was committed to, and its settlement (bets, points staked and
 * paid, any bet left unsettled). Paged by the server from the draws' primary key, so any page costs what page 1 does.
 */
export default function DrawsPage() {
  const { data: games, error, refetch } = useAdminGamesQuery();
  const [game, choose] = useChosenGame(games);
  const [trigger] = useLazyAdminDrawsQuery();
  const [latest, setLatest] = useState<AdminDrawList | null>(null);
  const [refreshes, setRefreshes] = useState(0);
  const gameId = game?.id;
  const fetchPage = useCallback(
    async (body: ListRequest) => {
      const answer = await trigger({ game_id: gameId!, page: Number(body.page) || 1, limit: Number(body.limit) || 20 }).unwrap();
      setLatest(answer);
      return answer;
    },
    [trigger, gameId],
  );
  return (
    <AdminPageFrame
      title="admin.lottery.draws.title"
      actions={
        games &&
        games.length > 0 && (
          <>
            <GamePicker games={games} game={game} onChoose={choose} />
            <Button variant="secondary" onClick={() => setRefreshes((n) => n + 1)}>
              <FormattedMessage id="admin.lottery.draws.refresh" />
            </Button>
          </>
        )
      }
    >
      <Loaded ready={Boolean(games)} error={error} retry={refetch} failed="admin.lottery.games.failed">
        {games?.length === 0 && <EmptyState text="admin.lottery.games.empty" />}
        {game && (
          <>
            {latest && <OpenPeriod list={latest} />}
            <AdminList
              key={game.id}
              label="admin.lottery.draws.title"
              columns={COLUMNS}
              rowId={(d) => d.period_no}
              fetchPage={fetchPage}
              refreshKey={`${game.id}:${refreshes}`}
              csvFilename={`lottery-draws-${game.id}`}
              empty="admin.lottery.draws.empty"
            />
          </>
        )}
      </Loaded>
    </AdminPageFrame>
  );
}
