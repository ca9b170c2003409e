import { useIntl } from 'react-intl';
import { Money } from '@snapmall/shared';
import type { AdminColumn } from '@snapmall/shared/admin';
import type { AdminDeposit } from '@snapmall/shared/contract';
import { CustomerLink } from '@snapmall/shared/admin';
import { Clipped, useReviewColumns } from '../common/review';
import styles from '../common/bankAdmin.module.css';

/** The deposit list's columns: number (opens the detail), customer, amount, channel, reference, then the review's. */
export function useDepositColumns(open: (deposit: AdminDeposit) => void): AdminColumn<AdminDeposit>[] {
  const intl = useIntl();
  const review = useReviewColumns<AdminDeposit>();
  return [
    {
      id: 'id',
      title: 'admin.bank.col.id',
      render: (r) => (
        <button
          type="button"
          className={styles.idButton}
          aria-haspopup="dialog"
          aria-label={intl.formatMessage({ id: 'admin.bank.deposits.detailOf' }, { id: r.id })}
          onClick={() => open(r)}
        >
          #{r.id}
        </button>
      ),
      csv: (r) => r.id,
    },
    { id: 'customer', title: 'admin.bank.col.customer', render: (r) => <CustomerLink id={r.user_id} name={r.username} />, csv: (r) => r.username },
    { id: 'amount', title: 'admin.bank.col.amount', sortKey: 'amount', numeric: true, render: (r) => <Money value={r.amount} />, csv: (r) => r.amount },
    { id: 'channel', title: 'admin.bank.col.channel', render: (r) => r.channel_name, csv: (r) => r.channel_name },
    { id: 'reference', title: 'admin.bank.col.reference', render: (r) => <Clipped text={r.reference} />, csv: (r) => r.reference },
    ...review,
  ];
}
