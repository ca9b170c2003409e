import { useCallback } from 'react';
import { AdminList, AdminPageFrame, type ListRequest } from '@snapmall/shared/admin';
import { useSearchParams } from '@snapmall/shared';
import { CustomerPicker } from '../common/CustomerPicker';
import { useChosenCustomer } from '../common/useChosenCustomer';
import { useLazyAdminStatementQuery } from './api';
import { STATEMENT_FILTERS, useStatementColumns } from '../common/statement';

/**
 * /bank/statement: any customer's statement as they see it — their cash or their points, by kind and days, page by
 * page, and as CSV. The customer is found first, or named in the address (`?user=12`).
 */
export default function StatementPage() {
  const [userId, choose] = useChosenCustomer();
  return (
    <AdminPageFrame title="admin.bank.statement.title">
      <CustomerPicker userId={userId} onChoose={choose} />
      {userId && <Statement userId={userId} />}
    </AdminPageFrame>
  );
}

function Statement({ userId }: { userId: number }) {
  const [params] = useSearchParams();
  const points = params.get('asset') === 'points';
  const [trigger] = useLazyAdminStatementQuery();
  const fetchPage = useCallback((body: ListRequest) => trigger({ ...body, user_id: userId }).unwrap(), [trigger, userId]);
  const columns = useStatementColumns(points);
  return (
    <AdminList
      label="admin.bank.statement.list"
      columns={columns}
      rowId={(r) => r.id}
      fetchPage={fetchPage}
      filters={STATEMENT_FILTERS}
      csvFilename={`statement-${userId}${points ? '-points' : ''}`}
      empty="admin.bank.statement.empty"
      refreshKey={userId}
    />
  );
}
