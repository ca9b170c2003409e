import { useMemo } from 'react';
import { useSearchParams } from '@snapmall/shared';
import { AdminList, forCustomer, type CustomerTabProps } from '@snapmall/shared/admin';
import { STATEMENT_FILTERS, useStatementColumns } from '../common/statement';
import { useLazyAdminStatementQuery } from '../statement/api';

/**
 * The customer's statement on the console's customer page (`?tab=statement`), exactly as they see theirs and as the
 * bank's statement page shows it: cash or points, by kind and days, page by page, and as CSV.
 */
export default function StatementTab({ customer }: CustomerTabProps) {
  const [trigger] = useLazyAdminStatementQuery();
  const fetchPage = useMemo(() => forCustomer(customer.id, (body) => trigger(body).unwrap()), [trigger, customer.id]);
  // The asset filter is kept in the address, as the list's filters are.
  const [params] = useSearchParams();
  const points = params.get('asset') === 'points';
  const columns = useStatementColumns(points);
  return (
    <AdminList
      label="admin.bank.customer.tab.statement"
      columns={columns}
      rowId={(r) => r.id}
      fetchPage={fetchPage}
      filters={STATEMENT_FILTERS}
      csvFilename={`customer-${customer.id}-statement${points ? '-points' : ''}`}
      empty="admin.bank.statement.empty"
    />
  );
}
