import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatMoney, selectLanguage, useAppSelector } from '@snapmall/shared';
import type { Withdrawal } from '@snapmall/shared/contract';
import { rowsOf } from '../../common/bankApi';
import { shortCard } from '../../common/cardNumber';
import { RecordList, StatusFilterBar } from '../../common/RecordList';
import type { StatusFilter } from '../../common/status';
import { StatusBadge, When } from '../../common/ui';
import styles from '../../common/bank.module.css';
import { useWithdrawListInfiniteQuery } from './api';

/** Withdrawal records: amount, fee, what the card receives, status (and the reason of a rejection), newest first. */
export default function WithdrawLogsPage() {
  const lang = useAppSelector(selectLanguage);
  const [status, setStatus] = useState<StatusFilter>(undefined);
  const list = useWithdrawListInfiniteQuery({ status, lang }, { refetchOnMountOrArgChange: true });
  return (
    <div className={styles.page}>
      <StatusFilterBar value={status} onChange={setStatus} />
      <RecordList
        rows={rowsOf(list.data)}
        keyOf={(w) => w.id}
        render={(w) => <WithdrawalRow withdrawal={w} />}
        loaded={list.isSuccess}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onMore={() => void list.fetchNextPage()}
      />
    </div>
  );
}

function WithdrawalRow({ withdrawal: w }: { withdrawal: Withdrawal }) {
  return (
    <>
      <div className={styles.recordHead}>
        <strong>{formatMoney(w.amount)}</strong>
        <StatusBadge status={w.status} />
      </div>
      <div className={styles.recordLine}>
        <span>
          <FormattedMessage id="bank.withdraw.feeAndReceive" values={{ fee: formatMoney(w.fee), receive: formatMoney(w.receive) }} />
        </span>
      </div>
      <div className={styles.recordLine}>
        <span>
          {w.bank_name} {shortCard(w.card_no)}
        </span>
        <When seconds={w.createtime} />
      </div>
      {w.reason && (
        <p className={styles.reason}>
          <FormattedMessage id="bank.records.reason" values={{ reason: w.reason }} />
        </p>
      )}
    </>
  );
}
