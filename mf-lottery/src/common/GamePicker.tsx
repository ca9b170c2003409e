import { useT } from '@snapmall/shared';
import { kitStyles } from '@snapmall/shared/kit';
import type { LotteryGame } from '@snapmall/shared/contract';

/** The games as toggle buttons, shown only when there is more than one to choose from. */
export function GamePicker({ games, current, onPick }: { games: LotteryGame[]; current: number; onPick: (id: number) => void }) {
  const t = useT();
  if (games.length < 2) return null;
  return (
    <div className={kitStyles.links} role="group" aria-label={t('lottery.play.games')} data-testid="games">
      {games.map((g) => (
        <button key={g.id} type="button" className={kitStyles.chip} aria-pressed={g.id === current} onClick={() => onPick(g.id)}>
          {g.name}
        </button>
      ))}
    </div>
  );
}
