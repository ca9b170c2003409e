import { Count, Money } from '@snapmall/shared';
import styles from './Statement.module.css';

/**
 * A statement line's signed amount ("+100.00", "-25.50"; points "+300"), coloured by direction with the sign
 * written out (the colour alone would say nothing to a screen reader or in grey).
 */
export function SignedAmount({ amount, points }: { amount: string; points: boolean }) {
  const out = amount.trim().startsWith('-');
  const size = amount.trim().replace(/^[+-]/, '');
  return (
    <span className={out ? styles.out : styles.in}>
      {out ? '-' : '+'}
      {points ? <Count value={Number(size)} /> : <Money value={size} />}
    </span>
  );
}

/** A balance after a line: cash with two decimals, points grouped. */
export function Balance({ value, points }: { value: string; points: boolean }) {
  return points ? <Count value={Number(value)} /> : <Money value={value} />;
}
