import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatMoney, selectLanguage, useAppSelector } from '@snapmall/shared';
import type { Deposit } from '@snapmall/shared/contract';
import { rowsOf } from '../../common/bankApi';
import { RecordList, StatusFilterBar } from '../../common/RecordList';
import type { StatusFilter } from '../../common/status';
import { StatusBadge, When } from '../../common/ui';
import styles from '../../common/bank.module.css';
import { useDepositListInfiniteQuery } from './api';

/** Deposit records: amount, channel, reference, status (and the reason of a rejection), newest first. */
export default function DepositLogsPage() {
  const lang = useAppSelector(selectLanguage);
  const [status, setStatus] = useState<StatusFilter>(undefined);
  const list = useDepositListInfiniteQuery({ status, lang }, { refetchOnMountOrArgChange: true });
  return (
    <div className={styles.page}>
      <StatusFilterBar value={status} onChange={setStatus} />
      <RecordList
        rows={rowsOf(list.data)}
        keyOf={(d) => d.id}
        render={(d) => <DepositRow deposit={d} />}
        loaded={list.isSuccess}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onMore={() => void list.fetchNextPage()}
      />
    </div>
  );
}

function DepositRow({ deposit: d }: { deposit: Deposit }) {
  return (
    <>
      <div className={styles.recordHead}>
        <strong>{formatMoney(d.amount)}</strong>
        <StatusBadge status={d.status} />
      </div>
      <div className={styles.recordLine}>
        <span>{d.channel_name}</span>
        <When seconds={d.createtime} />
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
