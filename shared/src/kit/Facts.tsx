import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './kit.module.css';

/**
 * One fact: its label's message id, its value, and optionally the value's `data-testid`. Not a bare number: React
 * writes one as its digits ("1299"), so a figure comes formatted (`<Count>`, `format.money`), grouped in each language.
 */
export type Fact = [label: string, value: Exclude<ReactNode, number | bigint>, testId?: string];

/** Label / value pairs as a description list, in as many columns as fit. */
export function Facts({ items }: { items: Fact[] }) {
  return (
    <dl className={styles.facts}>
      {items.map(([label, value, testId]) => (
        <div key={label}>
          <dt>
            <FormattedMessage id={label} />
          </dt>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
