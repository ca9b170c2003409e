import { FormattedMessage } from 'react-intl';
import { Button, type PageProps } from '@snapmall/shared';
import { AdminPageFrame } from '@snapmall/shared/admin';
import { EmptyState, FailureNote } from '@snapmall/shared/kit';
import { useAdminGamesQuery } from '../api';
import { ConsoleLink } from '@snapmall/shared/admin';
import { useGameName } from '../common/GamePicker';
import { GameForm } from './GameForm';
import styles from '../admin.module.css';

/** /games/game/:id (`new` for a new game): one game's published rules, edited. */
export default function GameEditPage({ query }: PageProps) {
  const isNew = query.id === 'new';
  const { data: games, error, isLoading, refetch } = useAdminGamesQuery();
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
      {isLoading && (
        <p role="status" className={styles.status}>
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {error && (
        <>
          <FailureNote notice={(error as { message?: string }).message ? { text: (error as { message: string }).message } : { id: 'admin.lottery.games.failed' }} />
          <Button variant="secondary" onClick={() => void refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        </>
      )}
      {games && !isNew && !game && <EmptyState text="admin.lottery.game.notFound" />}
      {games && (isNew || game) && <GameForm game={game ?? null} justAdded={query.added === '1'} />}
    </AdminPageFrame>
  );
}
