import { FormattedMessage } from 'react-intl';
import { Count, Moment } from '@snapmall/shared';
import type { AdminDrawList } from '@snapmall/shared/contract';
import { Facts } from '@snapmall/shared/kit';
import styles from '../admin.module.css';

/**
 * The period open for bets now: its number, the hash published for it before it opened, when betting closes and
 * when it is drawn, and the bets on it so far; and how many periods wait for their draw when the draws are behind.
 */
export function OpenPeriod({ list }: { list: AdminDrawList }) {
  const { open, due } = list;
  return (
    <section className={styles.open} aria-labelledby="open-period" data-testid="open-period">
      <h2 id="open-period">
        {open ? <FormattedMessage id="admin.lottery.draws.openTitle" values={{ period: open.period_no }} /> : <FormattedMessage id="admin.lottery.draws.noSeeds" />}
      </h2>
      {open && (
        <>
          <Facts
            items={[
              ['admin.lottery.draws.closes', <Moment key="c" at={open.close_at} style="time" />],
              ['admin.lottery.draws.drawnAt', <Moment key="d" at={open.draw_at} style="time" />],
              ['admin.lottery.draws.openBets', <Count key="b" value={open.bets} />, 'open-bets'],
              ['admin.lottery.draws.openStaked', <Count key="s" value={open.staked} />],
            ]}
          />
          <p className={styles.note}>
            <FormattedMessage id="admin.lottery.draws.hashNote" />
          </p>
          <code className={styles.hash}>{open.commitment || '—'}</code>
        </>
      )}
      {due > 0 && (
        <p className={styles.warn} role="status">
          <FormattedMessage id="admin.lottery.draws.due" values={{ count: due }} />
        </p>
      )}
    </section>
  );
}
