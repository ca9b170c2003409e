import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Count } from '@snapmall/shared';
import type { AdminLotterySummary } from '@snapmall/shared/contract';
import { payoutRatio } from './figures';
import styles from '../admin.module.css';

/** A game's figures over the span: bets, points staked and paid back, what the pool kept, and the share paid back. */
export function SummaryTotals({ totals }: { totals: AdminLotterySummary['totals'] }) {
  const ratio = payoutRatio(totals);
  return (
    <dl className={styles.figures} data-testid="summary-totals">
      <Figure label="admin.lottery.summary.bets">
        <dd>
          <Count value={totals.bets} />
        </dd>
      </Figure>
      <Figure label="admin.lottery.summary.staked">
        <dd data-testid="summary-staked">
          <Count value={totals.staked} />
        </dd>
      </Figure>
      <Figure label="admin.lottery.summary.paid">
        <dd data-testid="summary-paid">
          <Count value={totals.paid} />
        </dd>
      </Figure>
      <Figure label="admin.lottery.summary.kept">
        <dd>
          <Count value={totals.staked - totals.paid} signed />
        </dd>
      </Figure>
      <Figure label="admin.lottery.summary.ratio">
        <dd>{ratio === null ? '—' : <FormattedMessage id="admin.lottery.game.percent" values={{ value: ratio }} />}</dd>
      </Figure>
    </dl>
  );
}

/** One figure: its name (a message id) and its value (the `<dd>`, which may carry a test id). */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.figure}>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      {children}
    </div>
  );
}
