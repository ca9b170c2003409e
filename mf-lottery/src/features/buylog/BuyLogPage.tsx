import { FormattedMessage } from 'react-intl';
import { FRESH_ON_MOUNT_S, selectLanguage, useAppSelector, useNav } from '@snapmall/shared';
import { EmptyState, RecordList } from '@snapmall/shared/kit';
import type { Bet } from '@snapmall/shared/contract';
import { BetSummary } from '../../common/BetRow';
import styles from '../../common/lottery.module.css';
import { useLotteryBuyLogInfiniteQuery } from './api';

/** My bets: every bet, newest first; a pending one opens its detail, a settled one its draw's verification. */
export default function BuyLogPage() {
  const lang = useAppSelector(selectLanguage);
  const list = useLotteryBuyLogInfiniteQuery({ lang }, { refetchOnMountOrArgChange: FRESH_ON_MOUNT_S });
  return (
    <div className={styles.page}>
      <RecordList
        list={list}
        keyOf={(b) => b.id}
        render={(b) => <BetItem bet={b} />}
        empty={<EmptyState text="lottery.buyLog.empty" action="lottery.toPlay" to="/pages/lottery/lottery" />}
      />
    </div>
  );
}

function BetItem({ bet: b }: { bet: Bet }) {
  const nav = useNav();
  if (b.status === 'pending') {
    return (
      <button type="button" className={styles.row} data-testid="bet-row" onClick={() => nav.navigate(`/pages/lottery/notcount_detail?id=${b.id}`)}>
        <BetSummary bet={b} />
      </button>
    );
  }
  return (
    <div className={styles.row} data-testid="bet-row">
      <BetSummary bet={b} />
      <button type="button" className={styles.linkButton} onClick={() => nav.navigate(`/pages/lottery/verify?game_id=${b.game_id}&period_no=${b.period_no}`)}>
        <FormattedMessage id="lottery.verify.draw" />
      </button>
    </div>
  );
}
