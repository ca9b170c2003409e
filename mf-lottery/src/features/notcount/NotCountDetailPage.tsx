import { FormattedMessage } from 'react-intl';
import { Button, Count, Moment, type PageProps, selectLanguage, useAppSelector, useNav } from '@snapmall/shared';
import { EmptyState, Facts, usePageVisible } from '@snapmall/shared/kit';
import type { Bet } from '@snapmall/shared/contract';
import { BetResult } from '../../common/BetRow';
import { betTypeName, betTypeRule, payoutFor } from '../../common/betTypes';
import { Dice } from '../../common/Dice';
import { Say, BetStatusBadge } from '../../common/ui';
import styles from '../../common/lottery.module.css';
import { useLotteryNotCountDetailQuery } from './api';
import { PENDING_POLL_MS } from './NotCountPage';

/** One bet (?id=): what was staked at which published payout; asked again while it waits, then its result and draw. */
export default function NotCountDetailPage({ query }: PageProps) {
  const id = Number(query.id) || 0;
  const lang = useAppSelector(selectLanguage);
  const visible = usePageVisible();
  const detail = useLotteryNotCountDetailQuery({ id, lang }, { skip: !id, refetchOnMountOrArgChange: true, pollingInterval: 0 });
  const pending = detail.data?.status === 'pending';
  // Polled only while it waits: a settled bet does not change again.
  useLotteryNotCountDetailQuery({ id, lang }, { skip: !id || !pending || !visible, pollingInterval: PENDING_POLL_MS });
  if (!id || (detail.isError && !detail.data)) {
    return (
      <div className={styles.page}>
        <EmptyState text="lottery.detail.missing" action="lottery.detail.toPending" to="/pages/lottery/notcount" />
      </div>
    );
  }
  if (!detail.data) return null;
  return <BetDetail bet={detail.data} />;
}

function BetDetail({ bet: b }: { bet: Bet }) {
  const nav = useNav();
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="lottery-bet-title">
        <div className={styles.rowHead}>
          <h2 id="lottery-bet-title" className={styles.rowTitle}>
            <FormattedMessage id="lottery.detail.title" values={{ id: b.id }} />
          </h2>
          {/* Polled: a screen reader hears the status change when the draw settles the bet. */}
          <span aria-live="polite">
            <BetStatusBadge status={b.status} />
          </span>
        </div>
        <p className={styles.note}>
          <Say text={betTypeName(b.bet_type)} /> — <Say text={betTypeRule(b.bet_type)} />
        </p>
        <Facts
          items={[
            ['lottery.detail.game', b.game_name],
            // A period is a name, not a figure: shown as it is, never grouped.
            ['lottery.detail.period', String(b.period_no), 'detail-period'],
            ['lottery.detail.stake', <Count key="s" value={b.amount} />, 'detail-stake'],
            ['lottery.detail.rate', `×${b.payout_rate}`],
            ['lottery.detail.wouldPay', <Count key="w" value={payoutFor(b.amount, b.payout_rate)} />],
            ['lottery.detail.placed', <Moment key="c" at={b.createtime} />],
          ]}
        />
      </section>
      <section className={styles.card} aria-labelledby="lottery-bet-result" aria-live="polite">
        <h2 id="lottery-bet-result">
          <FormattedMessage id="lottery.detail.result" />
        </h2>
        {b.status === 'pending' ? (
          <p className={styles.note} data-testid="detail-waiting">
            <FormattedMessage id="lottery.detail.waiting" />
          </p>
        ) : (
          <div className={styles.rowLine}>
            <Dice dice={b.dice} size={32} />
            <BetResult bet={b} />
            <Moment at={b.settletime} />
          </div>
        )}
      </section>
      <div className={styles.actions}>
        {b.status !== 'pending' && (
          <Button onClick={() => nav.navigate(`/pages/lottery/verify?game_id=${b.game_id}&period_no=${b.period_no}`)}>
            <FormattedMessage id="lottery.verify.draw" />
          </Button>
        )}
        <Button variant="secondary" onClick={() => nav.navigate(`/pages/lottery/lottery?game_id=${b.game_id}`)}>
          <FormattedMessage id="lottery.toPlay" />
        </Button>
      </div>
    </div>
  );
}
