import { Money } from '@snapmall/shared';
import type { AdminColumn } from '@snapmall/shared/admin';
import type { AdminWithdrawal } from '@snapmall/shared/contract';
import { maskCardNo } from '../common/card';
import { useReviewColumns, useReviewHeadColumns } from '../common/review';
import styles from '../common/bankAdmin.module.css';

/**
 * The withdrawal list's columns: number (opens the detail), customer, amount, fee, what is paid out, the card
 * (masked here and in the CSV: the whole number is in the detail, for paying), then the review's.
 */
export function useWithdrawalColumns(open: (withdrawal: AdminWithdrawal) => void): AdminColumn<AdminWithdrawal>[] {
  const head = useReviewHeadColumns(open, 'admin.bank.withdrawals.detailOf');
  const review = useReviewColumns<AdminWithdrawal>();
  const card = (r: AdminWithdrawal) => `${r.bank_name} ${maskCardNo(r.card_no)}`;
  return [
    ...head,
    { id: 'fee', title: 'admin.bank.col.fee', numeric: true, render: (r) => <Money value={r.fee} />, csv: (r) => r.fee },
    { id: 'receive', title: 'admin.bank.col.receive', numeric: true, render: (r) => <Money value={r.receive} />, csv: (r) => r.receive },
    { id: 'card', title: 'admin.bank.col.card', render: (r) => <span className={styles.card}>{card(r)}</span>, csv: card },
    ...review,
  ];
}
