import { Money } from '@snapmall/shared';
import type { AdminColumn, CustomerTabProps } from '@snapmall/shared/admin';
import type { AdminWithdrawal } from '@snapmall/shared/contract';
import { shortCard } from '../common/card';
import { useReviewColumns } from '../common/review';
import { WITHDRAWALS } from '../withdrawals/resource';
import { ReviewedList } from './reviewed';
import styles from '../common/bankAdmin.module.css';

/** The card as the customer's page shows it, on screen and in the CSV: its bank and last 4 digits ("Cathay •••• 5678"), never the whole number. */
const card = (r: AdminWithdrawal) => `${r.bank_name} ${shortCard(r.card_no)}`;

/** The tab's columns: the bank list's but the customer's: number, amount, fee, what is paid out, the card, then the review's. */
function useColumns(): AdminColumn<AdminWithdrawal>[] {
  const review = useReviewColumns<AdminWithdrawal>();
  return [
    { id: 'id', title: 'admin.bank.col.id', render: (r) => `#${r.id}`, csv: (r) => r.id },
    { id: 'amount', title: 'admin.bank.col.amount', sortKey: 'amount', numeric: true, render: (r) => <Money value={r.amount} />, csv: (r) => r.amount },
    { id: 'fee', title: 'admin.bank.col.fee', numeric: true, render: (r) => <Money value={r.fee} />, csv: (r) => r.fee },
    { id: 'receive', title: 'admin.bank.col.receive', numeric: true, render: (r) => <Money value={r.receive} />, csv: (r) => r.receive },
    { id: 'card', title: 'admin.bank.col.card', render: (r) => <span className={styles.card}>{card(r)}</span>, csv: card },
    ...review,
  ];
}

/**
 * The customer's withdrawals on the console's customer page (`?tab=withdrawals`), every status unless filtered,
 * newest first; reviewed and paid on the bank's own list (which has the whole card number), which the tab links to.
 */
export default function WithdrawalsTab({ customer }: CustomerTabProps) {
  const columns = useColumns();
  return <ReviewedList resource={WITHDRAWALS} customer={customer} label="admin.bank.customer.tab.withdrawals" columns={columns} path="/bank/withdrawals" />;
}
