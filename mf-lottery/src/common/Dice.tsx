import { useT } from '@snapmall/shared';
import styles from './lottery.module.css';

/** Where the pips of each face sit on a 3 × 3 grid (0 … 8, row by row). */
const PIPS: Record<number, number[]> = { 1: [4], 2: [2, 6], 3: [2, 4, 6], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

function Die({ face, size }: { face: number; size: number }) {
  return (
    <svg className={styles.die} width={size} height={size} viewBox="0 0 30 30" aria-hidden="true">
      <rect x="1" y="1" width="28" height="28" rx="6" />
      {(PIPS[face] ?? []).map((cell) => (
        <circle key={cell} cx={7.5 + (cell % 3) * 7.5} cy={7.5 + Math.floor(cell / 3) * 7.5} r="2.6" />
      ))}
    </svg>
  );
}

/** A throw as dice faces, read out as "Dice 3, 5, 6, total 14"; nothing for a throw not drawn yet. */
export function Dice({ dice, size = 28 }: { dice: number[]; size?: number }) {
  const t = useT();
  if (dice.length === 0) return null;
  const total = dice.reduce((a, b) => a + b, 0);
  return (
    <span className={styles.dice} role="img" aria-label={t('lottery.dice', { faces: dice.join(', '), total })} data-testid="dice" data-faces={dice.join('')}>
      {dice.map((face, i) => (
        <Die key={i} face={face} size={size} />
      ))}
      <span className={styles.total} aria-hidden="true">
        {total}
      </span>
    </span>
  );
}
