import { Count, ShopDay, ShopDayNote } from '@snapmall/shared';
import { EmptyState, RecordList, rowsOf, Section } from '@snapmall/shared/kit';
import { FormattedMessage } from 'react-intl';
import type { BetDay } from '@snapmall/shared/contract';
import styles from '../../common/lottery.module.css';
import { useLotteryBuyLogDayInfiniteQuery } from './api';
import { DayChart } from './DayChart';
import local from './BuyLogDay.module.css';

/** My bets summed per shop day: a chart of the latest days, then each day's bets, stakes, payouts and net. */
export default function BuyLogDayPage() {
  const list = useLotteryBuyLogDayInfiniteQuery(undefined, { refetchOnMountOrArgChange: true });
  const days = rowsOf(list.data);
  return (
    <div className={styles.page}>
      {/* The days are the shop's, not the browser's: say so, with the shop's time zone. */}
      <ShopDayNote className={styles.note} />
      {days.length > 0 && (
        <Section id="lottery-day-chart" title="lottery.day.chartTitle" className={styles.card}>
          <DayChart days={days} />
        </Section>
      )}
      <RecordList
        list={list}
        keyOf={(d) => d.day}
        render={(d) => <DayRow day={d} />}
        empty={<EmptyState text="lottery.day.empty" action="lottery.toPlay" to="/pages/lottery/lottery" />}
      />
    </div>
  );
}

function DayRow({ day: d }: { day: BetDay }) {
  const net = d.paid - d.staked;
  return (
    <div className={`${styles.row} ${local.day}`} data-testid="day-row">
      <span className={styles.rowHead}>
        <strong className={styles.rowTitle}>
          <ShopDay day={d.day} />
        </strong>
        <span className={`${local.net} ${net > 0 ? styles.gain : styles.loss}`} data-testid="day-net">
          <FormattedMessage id="lottery.day.net" values={{ net: <Count key="n" value={net} signed /> }} />
        </span>
      </span>
      <span className={styles.rowLine}>
        <span>
          <FormattedMessage id="lottery.day.bets" values={{ count: d.bets }} />
        </span>
        <span>
          <FormattedMessage id="lottery.day.stakedValue" values={{ points: <Count key="s" value={d.staked} /> }} />
        </span>
        <span>
          <FormattedMessage id="lottery.day.paidValue" values={{ points: <Count key="p" value={d.paid} /> }} />
        </span>
      </span>
    </div>
  );
}
