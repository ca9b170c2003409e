import { useState } from 'react';
import { AdminList, AdminPageFrame } from '@snapmall/shared/admin';
import type { AdminDeposit } from '@snapmall/shared/contract';
import { useReviewActions } from '../common/reviewActions';
import { PENDING_BODY } from '../common/reviewApi';
import { REVIEW_DEFAULT_SORT, REVIEW_FILTERS } from '../common/review';
import { useAdminDepositsApproveMutation, useAdminDepositsQuery, useAdminDepositsRejectMutation, useLazyAdminDepositsQuery } from './api';
import { useDepositColumns } from './columns';
import { DepositDetail } from './DepositDetail';

/**
 * /bank/deposits: the deposits to review (pending first, with their count), filtered by customer, days and
 * amounts, sorted by time or amount; the selected ones approved after a dialog that shows each customer, amount and
 * reference, the total and which rows need a second operator (issue 26), or rejected with one reason, each row's
 * outcome shown (credited, requested, refused); the filtered list as CSV; a row's detail with a link to the customer.
 */
export default function DepositsPage() {
  const [trigger] = useLazyAdminDepositsQuery();
  const pending = useAdminDepositsQuery(PENDING_BODY);
  const [approve] = useAdminDepositsApproveMutation();
  const [reject] = useAdminDepositsRejectMutation();
  const { fetchPage, actions } = useReviewActions<AdminDeposit>('deposit', trigger, approve, reject);
  const [detail, setDetail] = useState<AdminDeposit | null>(null);
  const columns = useDepositColumns(setDetail);
  return (
    <AdminPageFrame title="admin.bank.deposits.title">
      <AdminList
        label="admin.bank.deposits.list"
        columns={columns}
        rowId={(r) => r.id}
        fetchPage={fetchPage}
        filters={REVIEW_FILTERS}
        defaultSort={REVIEW_DEFAULT_SORT}
        actions={actions}
        selectable={(r) => r.status === 0}
        pending={pending.data?.total}
        csvFilename="deposits"
        empty="admin.bank.deposits.empty"
        onBulkDone={() => void pending.refetch()}
      />
      {detail && <DepositDetail deposit={detail} onClose={() => setDetail(null)} />}
    </AdminPageFrame>
  );
}
