import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectLanguage, useAppSelector, useSearchParams } from '@snapmall/shared';
import type { AdminLotteryGame } from '@snapmall/shared/contract';
import styles from '../admin.module.css';

/** The game a page shows, from its address (`game`), or the first game when the address names none it knows. */
export function useChosenGame(games: readonly AdminLotteryGame[] | undefined): [AdminLotteryGame | undefined, (id: number) => void] {
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('game'));
  const game = games?.find((g) => g.id === wanted) ?? games?.[0];
  const choose = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('game', String(id));
    // Another game's list starts at its first page.
    next.delete('page');
    setParams(next);
  };
  return [game, choose];
}

/** A game's name in the operator's language. */
export function useGameName(): (game: Pick<AdminLotteryGame, 'name_en' | 'name_zh'>) => string {
  const zh = useAppSelector(selectLanguage) === 'zh-tw';
  return (game) => (zh ? game.name_zh : game.name_en);
}

/** The game picker: each game by its name in the operator's language, a disabled one said to be so. */
export function GamePicker({ games, game, onChoose }: { games: readonly AdminLotteryGame[]; game: AdminLotteryGame | undefined; onChoose: (id: number) => void }) {
  const id = useId();
  const intl = useIntl();
  const nameOf = useGameName();
  return (
    <div className={styles.pickerRow}>
      <label htmlFor={id}>
        <FormattedMessage id="admin.lottery.game.pick" />
      </label>
      <select id={id} className={styles.select} value={game?.id ?? ''} onChange={(e) => onChoose(Number(e.target.value))} data-testid="game-picker">
        {games.map((g) => (
          <option key={g.id} value={g.id}>
            {intl.formatMessage({ id: g.enabled ? 'admin.lottery.game.option' : 'admin.lottery.game.optionOff' }, { name: nameOf(g), id: g.id })}
          </option>
        ))}
      </select>
    </div>
  );
}
