import { useCallback, useRef, useState } from 'react';
import { AdminList, AdminPageFrame, type BulkAction, type ListRequest } from '@snapmall/shared/admin';
import type { AdminWithdrawal } from '@snapmall/shared/contract';
import { ApproveDialog } from '../common/ApproveDialog';
import { reviewActions } from '../common/reviewActions';
import { useAdminApprovalThresholdQuery } from '../common/thresholdApi';
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
  // The rows shown, by id: the approval dialog names each selected one's customer and amounts.
  const shown = useRef(new Map<number, AdminWithdrawal>());
  const fetchPage = useCallback(
    async (body: ListRequest) => {
      const page = await trigger(body).unwrap();
      for (const row of page.list) shown.current.set(row.id, row);
      return page;
    },
    [trigger],
  );
  const threshold = useAdminApprovalThresholdQuery();
  const pending = useAdminWithdrawalsQuery(PENDING_BODY);
  const [approve] = useAdminWithdrawalsApproveMutation();
  const [reject] = useAdminWithdrawalsRejectMutation();
  const [detail, setDetail] = useState<AdminWithdrawal | null>(null);
  const columns = useWithdrawalColumns(setDetail);
  const [approveAction, rejectAction] = reviewActions(approve, reject);
  const asked: BulkAction = {
    ...approveAction!,
    prompt: (ids, answer) => (
      <ApproveDialog
        kind="withdrawal"
        rows={ids.flatMap((id) => shown.current.get(id) ?? [])}
        threshold={threshold.data?.withdraw_threshold}
        onAnswer={(yes) => answer(yes ? {} : null)}
      />
    ),
  };
  return (
    <AdminPageFrame title="admin.bank.withdrawals.title">
      <AdminList
        label="admin.bank.withdrawals.list"
        columns={columns}
        rowId={(r) => r.id}
        fetchPage={fetchPage}
        filters={REVIEW_FILTERS}
        defaultSort={REVIEW_DEFAULT_SORT}
        actions={[asked, rejectAction!]}
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
