import { Money } from '@snapmall/shared';
import type { AdminColumn, CustomerTabProps } from '@snapmall/shared/admin';
import type { AdminDeposit } from '@snapmall/shared/contract';
import { Clipped, useReviewColumns } from '../common/review';
import { DEPOSITS } from '../deposits/resource';
import { ReviewedList } from './reviewed';

/** The tab's columns: the bank list's but the customer's (the tab is theirs): number, amount, channel, reference, then the review's. */
function useColumns(): AdminColumn<AdminDeposit>[] {
  const review = useReviewColumns<AdminDeposit>();
  return [
    { id: 'id', title: 'admin.bank.col.id', render: (r) => `#${r.id}`, csv: (r) => r.id },
    { id: 'amount', title: 'admin.bank.col.amount', sortKey: 'amount', numeric: true, render: (r) => <Money value={r.amount} />, csv: (r) => r.amount },
    { id: 'channel', title: 'admin.bank.col.channel', render: (r) => r.channel_name, csv: (r) => r.channel_name },
    { id: 'reference', title: 'admin.bank.col.reference', render: (r) => <Clipped text={r.reference} />, csv: (r) => r.reference },
    ...review,
  ];
}

/**
 * The customer's deposits on the console's customer page (`?tab=deposits`), every status unless filtered, newest
 * first; reviewed on the bank's own list, which the tab links to.
 */
export default function DepositsTab({ customer }: CustomerTabProps) {
  const columns = useColumns();
  return <ReviewedList resource={DEPOSITS} customer={customer} label="admin.bank.customer.tab.deposits" columns={columns} path="/bank/deposits" />;
}
