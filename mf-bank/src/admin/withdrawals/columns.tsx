import { useIntl } from 'react-intl';
import { Money } from '@snapmall/shared';
import type { AdminColumn } from '@snapmall/shared/admin';
import type { AdminWithdrawal } from '@snapmall/shared/contract';
import { maskCardNo } from '../common/card';
import { CustomerLink } from '@snapmall/shared/admin';
import { useReviewColumns } from '../common/review';
import styles from '../common/bankAdmin.module.css';

/**
 * The withdrawal list's columns: number (opens the detail), customer, amount, fee, what is paid out, the card
 * (masked here and in the CSV: the whole number is in the detail, for paying), then the review's.
 */
export function useWithdrawalColumns(open: (withdrawal: AdminWithdrawal) => void): AdminColumn<AdminWithdrawal>[] {
  const intl = useIntl();
  const review = useReviewColumns<AdminWithdrawal>();
  const card = (r: AdminWithdrawal) => `${r.bank_name} ${maskCardNo(r.card_no)}`;
  return [
    {
      id: 'id',
      title: 'admin.bank.col.id',
      render: (r) => (
        <button
          type="button"
          className={styles.idButton}
          aria-haspopup="dialog"
          aria-label={intl.formatMessage({ id: 'admin.bank.withdrawals.detailOf' }, { id: r.id })}
          onClick={() => open(r)}
        >
          #{r.id}
        </button>
      ),
      csv: (r) => r.id,
    },
    { id: 'customer', title: 'admin.bank.col.customer', render: (r) => <CustomerLink id={r.user_id} name={r.username} />, csv: (r) => r.username },
    { id: 'amount', title: 'admin.bank.col.amount', sortKey: 'amount', numeric: true, render: (r) => <Money value={r.amount} />, csv: (r) => r.amount },
    { id: 'fee', title: 'admin.bank.col.fee', numeric: true, render: (r) => <Money value={r.fee} />, csv: (r) => r.fee },
    { id: 'receive', title: 'admin.bank.col.receive', numeric: true, render: (r) => <Money value={r.receive} />, csv: (r) => r.receive },
    { id: 'card', title: 'admin.bank.col.card', render: (r) => <span className={styles.card}>{card(r)}</span>, csv: card },
    ...review,
  ];
}
