import { FormattedMessage } from 'react-intl';
import { Count, Moment, useNav } from '@snapmall/shared';
import { kitStyles } from '@snapmall/shared/kit';
import type { StakeLimit } from '@snapmall/shared/contract';
import { formatCountdown, useSecondsUntil } from '../../common/clock';
import { Hex } from '../../common/ui';
import styles from '../../common/lottery.module.css';
import type { Current } from './api';
import local from './Play.module.css';

/** Points the daily limit still allows today; null when the customer set no limit. */
export function limitLeft(l: StakeLimit): number | null {
  return l.daily_limit > 0 ? Math.max(0, l.daily_limit - l.staked_today) : null;
}

/** The open period: its number, the countdown to the close (then to the draw), my points and limit, and its commitment. */
export function PeriodCard({ current: c, offset, secondsToClose }: { current: Current; offset: number; secondsToClose: number }) {
  const nav = useNav();
  const toDraw = useSecondsUntil(c.draw_at, offset);
  const phase = secondsToClose > 0 ? 'open' : toDraw > 0 ? 'closed' : 'drawing';
  const left = limitLeft(c.limit);
  return (
    <section className={styles.card} aria-labelledby="lottery-period">
      <div className={local.periodHead}>
        <h2 id="lottery-period" className={local.periodTitle}>
          {c.game.name}
          <span className={local.periodNo}>
            <FormattedMessage id="lottery.period" values={{ n: c.period_no }} />
          </span>
        </h2>
      </div>
      <div className={`${local.countdown} ${local[phase]}`} data-phase={phase}>
        {/* The phase is announced when it changes; the ticking number is not read out every second. */}
        <span aria-live="polite" data-testid="phase">
          <FormattedMessage id={`lottery.phase.${phase}`} />
        </span>
        {phase !== 'drawing' && (
          <strong role="timer" data-testid="countdown">
            {formatCountdown(phase === 'open' ? secondsToClose : toDraw)}
          </strong>
        )}
      </div>
      <dl className={kitStyles.facts}>
        <div>
          <dt>
            <FormattedMessage id="lottery.points" />
          </dt>
          <dd data-testid="points">
            <Count value={c.points} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="lottery.limit.left" />
          </dt>
          <dd data-testid="limit-left">
            {left === null ? (
              <FormattedMessage id="lottery.limit.none" />
            ) : (
              <FormattedMessage id="lottery.limit.leftOf" values={{ left, limit: c.limit.daily_limit }} />
            )}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="lottery.drawAt" />
          </dt>
          <dd>
            <Moment at={c.draw_at} />
          </dd>
        </div>
      </dl>
      <button type="button" className={styles.linkButton} onClick={() => nav.navigate('/pages/lottery/limit')}>
        <FormattedMessage id="lottery.limit.change" />
      </button>
      <div className={local.commitment}>
        <h3 className={local.smallTitle}>
          <FormattedMessage id="lottery.commitment.title" />
        </h3>
        <Hex value={c.commitment} testId="commitment" />
        <p className={styles.note}>
          <FormattedMessage id="lottery.commitment.text" />
        </p>
      </div>
    </section>
  );
}
