import { FormattedMessage, useIntl } from 'react-intl';
import { Count } from '@snapmall/shared';
import { AdminPageFrame, ResourceList, wholeCall, type AdminColumn, type AdminResource } from '@snapmall/shared/admin';
import type { AdminLotteryGame } from '@snapmall/shared/contract';
import { StatusBadge } from '@snapmall/shared/kit';
import { useLazyAdminGamesQuery } from '../api';
import { AddLink, ConsoleLink } from '@snapmall/shared/admin';
import { useGameName } from '../common/GamePicker';
import { lowestEdge } from './gameRules';
import styles from '../admin.module.css';

/** The games, every one (read whole: few). */
const GAMES: AdminResource<AdminLotteryGame> = { name: 'lottery-games', label: 'admin.lottery.games.title', empty: 'admin.lottery.games.empty', rowId: (g) => g.id, usePages: wholeCall(useLazyAdminGamesQuery) };

/**
 * /games/games: every game, enabled or not, with its period, when betting closes, its stakes and its bet types,
 * each leading to its rules. The server answers the games whole (a shop has a few); they are paged here.
 */
export default function GamesPage() {
  const intl = useIntl();
  const nameOf = useGameName();
  const columns: AdminColumn<AdminLotteryGame>[] = [
    { id: 'id', title: 'admin.lottery.games.col.id', numeric: true, render: (g) => `#${g.id}`, csv: (g) => g.id },
    {
      id: 'name',
      title: 'admin.lottery.games.col.name',
      render: (g) => (
        <ConsoleLink to={`/games/game/${g.id}`} className={styles.link} aria-label={intl.formatMessage({ id: 'admin.lottery.games.editOf' }, { name: nameOf(g) })}>
          {nameOf(g)}
        </ConsoleLink>
      ),
      csv: (g) => g.name_en,
    },
    {
      id: 'enabled',
      title: 'admin.lottery.games.col.enabled',
      render: (g) => <StatusBadge label={g.enabled ? 'admin.lottery.games.on' : 'admin.lottery.games.off'} tone={g.enabled ? 'ok' : 'muted'} />,
      csv: (g) => (g.enabled ? 1 : 0),
    },
    {
      id: 'period',
      title: 'admin.lottery.games.col.period',
      numeric: true,
      render: (g) => <FormattedMessage id="admin.lottery.games.seconds" values={{ n: g.period_seconds }} />,
      csv: (g) => g.period_seconds,
    },
    {
      id: 'close',
      title: 'admin.lottery.games.col.close',
      numeric: true,
      render: (g) => <FormattedMessage id="admin.lottery.games.closesBefore" values={{ n: g.close_seconds }} />,
      csv: (g) => g.close_seconds,
    },
    {
      id: 'stakes',
      title: 'admin.lottery.games.col.stakes',
      numeric: true,
      render: (g) => <FormattedMessage id="admin.lottery.games.stakeRange" values={{ min: <Count key="min" value={Number(g.min_stake)} />, max: <Count key="max" value={Number(g.max_stake)} /> }} />,
      csv: (g) => `${g.min_stake}-${g.max_stake}`,
    },
    { id: 'types', title: 'admin.lottery.games.col.types', numeric: true, render: (g) => Object.keys(g.payouts).length, csv: (g) => Object.keys(g.payouts).join(' ') },
    {
      id: 'edge',
      title: 'admin.lottery.games.col.edge',
      numeric: true,
      render: (g) => {
        const edge = lowestEdge(g.payouts);
        return edge === null ? '—' : <FormattedMessage id="admin.lottery.game.percent" values={{ value: edge }} />;
      },
      csv: (g) => lowestEdge(g.payouts) ?? '',
    },
  ];
  return (
    <AdminPageFrame
      title="admin.lottery.games.title"
      actions={<AddLink to="/games/game/new" label="admin.lottery.games.new" data-testid="new-game" />}
    >
      <ResourceList resource={GAMES} columns={columns} />
    </AdminPageFrame>
  );
}
