import { useMemo } from 'react';
import { Money } from '@snapmall/shared';
import { AdminList, forCustomer, type AdminColumn, type CustomerTabProps } from '@snapmall/shared/admin';
import type { AdminDeposit } from '@snapmall/shared/contract';
import { Clipped, REVIEW_DEFAULT_SORT, useReviewColumns } from '../common/review';
import { useLazyAdminDepositsQuery } from '../deposits/api';
import { CUSTOMER_REVIEW_FILTERS, ToBank } from './reviewed';

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
  const [trigger] = useLazyAdminDepositsQuery();
  const fetchPage = useMemo(() => forCustomer(customer.id, (body) => trigger(body).unwrap()), [trigger, customer.id]);
  const columns = useColumns();
  return (
    <AdminList
      label="admin.bank.customer.tab.deposits"
      columns={columns}
      rowId={(r) => r.id}
      fetchPage={fetchPage}
      filters={CUSTOMER_REVIEW_FILTERS}
      defaultSort={REVIEW_DEFAULT_SORT}
      csvFilename={`customer-${customer.id}-deposits`}
      empty="admin.bank.deposits.empty"
      tools={<ToBank path="/bank/deposits" customer={customer} />}
    />
  );
}
