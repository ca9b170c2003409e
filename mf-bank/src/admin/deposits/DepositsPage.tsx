import { ReviewPage } from '../common/ReviewPage';
import { useAdminDepositsApproveMutation, useAdminDepositsQuery, useAdminDepositsRejectMutation } from './api';
import { useDepositColumns } from './columns';
import { DepositDetail } from './DepositDetail';
import { DEPOSITS } from './resource';

/**
 * /bank/deposits: the deposits to review (pending first, with their count), filtered by customer, days and
 * amounts, sorted by time or amount; the selected ones approved after a dialog that shows each customer, amount and
 * reference, the total and which rows need a second operator (issue 26), or rejected with one reason, each row's
 * outcome shown (credited, requested, refused); the filtered list as CSV; a row's detail with a link to the customer.
 */
export default function DepositsPage() {
  return (
    <ReviewPage
      kind="deposit"
      title="admin.bank.deposits.title"
      resource={DEPOSITS}
      usePending={useAdminDepositsQuery}
      useApprove={useAdminDepositsApproveMutation}
      useReject={useAdminDepositsRejectMutation}
      useColumns={useDepositColumns}
      Detail={DepositDetail}
    />
  );
}
