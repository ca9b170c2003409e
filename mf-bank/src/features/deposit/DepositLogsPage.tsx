import { FormattedMessage } from 'react-intl';
import { Moment, useFormat } from '@snapmall/shared';
import type { Deposit } from '@snapmall/shared/contract';
import { ReviewRecords } from '../../common/ReviewRecords';
import { ReviewStatusBadge } from '../../common/ui';
import styles from '../../common/bank.module.css';
import { useDepositListInfiniteQuery } from './api';

/** Deposit records: amount, channel, reference, status (and the reason of a rejection), newest first. */
export default function DepositLogsPage() {
  return <ReviewRecords useList={useDepositListInfiniteQuery} render={(d: Deposit) => <DepositRow deposit={d} />} />;
}

function DepositRow({ deposit: d }: { deposit: Deposit }) {
  const format = useFormat();
  return (
    <>
      <div className={styles.recordHead}>
        <strong>{format.money(d.amount)}</strong>
        <ReviewStatusBadge status={d.status} />
      </div>
      <div className={styles.recordLine}>
        <span>{d.channel_name}</span>
        <Moment at={d.createtime} />
      </div>
      {d.reference && (
        <div className={styles.recordLine}>
          <span>
            <FormattedMessage id="bank.deposit.referenceShown" values={{ reference: d.reference }} />
          </span>
        </div>
      )}
      {d.reason && (
        <p className={styles.reason}>
          <FormattedMessage id="bank.records.reason" values={{ reason: d.reason }} />
        </p>
      )}
    </>
  );
}
