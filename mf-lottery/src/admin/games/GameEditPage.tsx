import { FormattedMessage } from 'react-intl';
import type { PageProps } from '@snapmall/shared';
import { AdminPageFrame, Loaded } from '@snapmall/shared/admin';
import { EmptyState } from '@snapmall/shared/kit';
import { useAdminGamesQuery } from '../api';
import { ConsoleLink } from '@snapmall/shared/admin';
import { useGameName } from '../common/GamePicker';
import { GameForm } from './GameForm';
import styles from '../admin.module.css';

/** /games/game/:id (`new` for a new game): one game's published rules, edited. */
export default function GameEditPage({ query }: PageProps) {
  const isNew = query.id === 'new';
  const { data: games, error, refetch } = useAdminGamesQuery();
  const nameOf = useGameName();
  const game = games?.find((g) => String(g.id) === query.id);
  const back = (
    <ConsoleLink to="/games/games" className={styles.back}>
      <FormattedMessage id="admin.lottery.game.back" />
    </ConsoleLink>
  );
  const title = isNew ? 'admin.lottery.game.newTitle' : game ? 'admin.lottery.game.editTitle' : 'admin.lottery.game.title';
  return (
    <AdminPageFrame title={title} titleValues={game ? { name: nameOf(game) } : undefined} actions={back}>
      <Loaded ready={Boolean(games)} error={error} retry={refetch} failed="admin.lottery.games.failed">
        {!isNew && !game && <EmptyState text="admin.lottery.game.notFound" />}
        {(isNew || game) && <GameForm game={game ?? null} justAdded={query.added === '1'} />}
      </Loaded>
    </AdminPageFrame>
  );
}
