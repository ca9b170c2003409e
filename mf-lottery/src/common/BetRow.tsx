import { Count, Moment } from '@snapmall/shared';
import { FormattedMessage } from 'react-intl';
import type { Bet } from '@snapmall/shared/contract';
import { betTypeName } from './betTypes';
import { Dice } from './Dice';
import { Say, BetStatusBadge } from './ui';
import styles from './lottery.module.css';

/** What a bet brought: "+195" when won, "−100" when lost, nothing while it waits. */
export function BetResult({ bet: b }: { bet: Bet }) {
  if (b.status === 'won') {
    return (
      <strong className={styles.gain} data-testid="bet-payout">
        <FormattedMessage id="lottery.bet.won" values={{ points: <Count key="p" value={b.payout} /> }} />
      </strong>
    );
  }
  if (b.status === 'lost') {
    return (
      <span className={styles.loss} data-testid="bet-payout">
        <FormattedMessage id="lottery.bet.lost" />
      </span>
    );
  }
  return null;
}

/** One bet: game and period, type and stake, status, the dice once drawn and what it paid. */
export function BetSummary({ bet: b }: { bet: Bet }) {
  return (
    <>
      <span className={styles.rowHead}>
        <strong className={styles.rowTitle}>
          <Say text={betTypeName(b.bet_type)} /> · <FormattedMessage id="lottery.stake" values={{ amount: b.amount }} />
        </strong>
        <BetStatusBadge status={b.status} />
      </span>
      <span className={styles.rowLine}>
        <span>
          {b.game_name} · <FormattedMessage id="lottery.period" values={{ n: b.period_no }} /> · ×{b.payout_rate}
        </span>
        <Moment at={b.createtime} />
      </span>
      {b.status !== 'pending' && (
        <span className={styles.rowLine}>
          <Dice dice={b.dice} size={24} />
          <BetResult bet={b} />
        </span>
      )}
    </>
  );
}
