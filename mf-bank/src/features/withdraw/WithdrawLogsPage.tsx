import { FormattedMessage } from 'react-intl';
import { Moment, useFormat } from '@snapmall/shared';
import type { Withdrawal } from '@snapmall/shared/contract';
import { shortCard } from '../../common/cardNumber';
import { ReviewRecords } from '../../common/ReviewRecords';
import { ReviewStatusBadge } from '../../common/ui';
import styles from '../../common/bank.module.css';
import { useWithdrawListInfiniteQuery } from './api';

/** Withdrawal records: amount, fee, what the card receives, status (and the reason of a rejection), newest first. */
export default function WithdrawLogsPage() {
  return <ReviewRecords useList={useWithdrawListInfiniteQuery} render={(w: Withdrawal) => <WithdrawalRow withdrawal={w} />} />;
}

function WithdrawalRow({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const format = useFormat();
  return (
    <>
      <div className={styles.recordHead}>
        <strong>{format.money(w.amount)}</strong>
        <ReviewStatusBadge status={w.status} />
      </div>
      <div className={styles.recordLine}>
        <span>
          <FormattedMessage id="bank.withdraw.feeAndReceive" values={{ fee: format.money(w.fee), receive: format.money(w.receive) }} />
        </span>
      </div>
      <div className={styles.recordLine}>
        <span>
          {w.bank_name} {shortCard(w.card_no)}
        </span>
        <Moment at={w.createtime} />
      </div>
      {w.reason && (
        <p className={styles.reason}>
          <FormattedMessage id="bank.records.reason" values={{ reason: w.reason }} />
        </p>
      )}
    </>
  );
}
