import { ReviewPage } from '../common/ReviewPage';
import { useAdminWithdrawalsApproveMutation, useAdminWithdrawalsQuery, useAdminWithdrawalsRejectMutation } from './api';
import { useWithdrawalColumns } from './columns';
import { WithdrawalDetail } from './WithdrawalDetail';
import { WITHDRAWALS } from './resource';

/**
 * /bank/withdrawals: the withdrawals to pay out or refuse (pending first, with their count), filtered by customer,
 * days and amounts, sorted by time or amount; the selected ones approved after a dialog that shows each customer and
 * amount, the totals and fees and which rows need a second operator (issue 26), or rejected with one reason (their
 * held cash goes back), each row's outcome shown (paid, requested, refused); the filtered list as CSV; a row's
 * detail with the card to pay to and a link to the customer.
 */
export default function WithdrawalsPage() {
  return (
    <ReviewPage
      kind="withdrawal"
      title="admin.bank.withdrawals.title"
      resource={WITHDRAWALS}
      usePending={useAdminWithdrawalsQuery}
      useApprove={useAdminWithdrawalsApproveMutation}
      useReject={useAdminWithdrawalsRejectMutation}
      useColumns={useWithdrawalColumns}
      Detail={WithdrawalDetail}
    />
  );
}
