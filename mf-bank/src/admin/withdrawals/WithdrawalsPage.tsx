import { useState } from 'react';
import { AdminList, AdminPageFrame } from '@snapmall/shared/admin';
import type { AdminWithdrawal } from '@snapmall/shared/contract';
import { useReviewActions } from '../common/reviewActions';
import { PENDING_BODY } from '../common/reviewApi';
import { REVIEW_DEFAULT_SORT, REVIEW_FILTERS } from '../common/review';
import {
  useAdminWithdrawalsApproveMutation,
  useAdminWithdrawalsQuery,
  useAdminWithdrawalsRejectMutation,
  useLazyAdminWithdrawalsQuery,
} from './api';
import { useWithdrawalColumns } from './columns';
import { WithdrawalDetail } from './WithdrawalDetail';

/**
 * /bank/withdrawals: the withdrawals to pay out or refuse (pending first, with their count), filtered by customer,
 * days and amounts, sorted by time or amount; the selected ones approved after a dialog that shows each customer and
 * amount, the totals and fees and which rows need a second operator (issue 26), or rejected with one reason (their
 * held cash goes back), each row's outcome shown (paid, requested, refused); the filtered list as CSV; a row's
 * detail with the card to pay to and a link to the customer.
 */
export default function WithdrawalsPage() {
  const [trigger] = useLazyAdminWithdrawalsQuery();
  const pending = useAdminWithdrawalsQuery(PENDING_BODY);
  const [approve] = useAdminWithdrawalsApproveMutation();
  const [reject] = useAdminWithdrawalsRejectMutation();
  const { fetchPage, actions } = useReviewActions<AdminWithdrawal>('withdrawal', trigger, approve, reject);
  const [detail, setDetail] = useState<AdminWithdrawal | null>(null);
  const columns = useWithdrawalColumns(setDetail);
  return (
    <AdminPageFrame title="admin.bank.withdrawals.title">
      <AdminList
        label="admin.bank.withdrawals.list"
        columns={columns}
        rowId={(r) => r.id}
        fetchPage={fetchPage}
        filters={REVIEW_FILTERS}
        defaultSort={REVIEW_DEFAULT_SORT}
        actions={actions}
        selectable={(r) => r.status === 0}
        pending={pending.data?.total}
        csvFilename="withdrawals"
        empty="admin.bank.withdrawals.empty"
        onBulkDone={() => void pending.refetch()}
      />
      {detail && <WithdrawalDetail withdrawal={detail} onClose={() => setDetail(null)} />}
    </AdminPageFrame>
  );
}
