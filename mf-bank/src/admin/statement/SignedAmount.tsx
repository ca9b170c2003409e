import { Figure } from '@snapmall/shared';
import styles from './Statement.module.css';

/**
 * A statement line's signed amount ("+100.00", "-25.50"; points "+300"), coloured by direction with the sign
 * written out (the colour alone would say nothing to a screen reader or in grey).
 */
export function SignedAmount({ amount, points }: { amount: string; points: boolean }) {
  return (
    <span className={amount.trim().startsWith('-') ? styles.out : styles.in}>
      <Figure value={amount} points={points} signed />
    </span>
  );
}

/** A balance after a line: cash with two decimals, points grouped. */
export function Balance({ value, points }: { value: string; points: boolean }) {
  return <Figure value={value} points={points} />;
}
