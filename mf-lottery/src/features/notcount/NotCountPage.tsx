import { FormattedMessage } from 'react-intl';
import { selectLanguage, useAppSelector, useNav } from '@snapmall/shared';
import { EmptyState, RecordList, usePageVisible } from '@snapmall/shared/kit';
import { BetSummary } from '../../common/BetRow';
import styles from '../../common/lottery.module.css';
import { useLotteryNotCountInfiniteQuery } from './api';

/** How often the pending list is asked again while visible: a period is a minute or so. */
export const PENDING_POLL_MS = 5_000;

/** My unsettled bets, asked again every few seconds while visible; a bet opens its detail. */
export default function NotCountPage() {
  const lang = useAppSelector(selectLanguage);
  const nav = useNav();
  const pollingInterval = usePageVisible() ? PENDING_POLL_MS : 0;
  const list = useLotteryNotCountInfiniteQuery({ lang }, { pollingInterval, refetchOnMountOrArgChange: true });
  return (
    <div className={styles.page}>
      <p className={styles.note} role="note">
        <FormattedMessage id="lottery.notcount.live" />
      </p>
      <RecordList
        list={list}
        keyOf={(b) => b.id}
        render={(b) => (
          <button type="button" className={styles.row} data-testid="bet-row" onClick={() => nav.navigate(`/pages/lottery/notcount_detail?id=${b.id}`)}>
            <BetSummary bet={b} />
          </button>
        )}
        empty={<EmptyState text="lottery.notcount.empty" action="lottery.toPlay" to="/pages/lottery/lottery" />}
      />
    </div>
  );
}
