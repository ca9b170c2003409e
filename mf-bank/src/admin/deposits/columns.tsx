import type { AdminColumn } from '@snapmall/shared/admin';
import type { AdminDeposit } from '@snapmall/shared/contract';
import { Clipped, useReviewColumns, useReviewHeadColumns } from '../common/review';

/** The deposit list's columns: number (opens the detail), customer, amount, channel, reference, then the review's. */
export function useDepositColumns(open: (deposit: AdminDeposit) => void): AdminColumn<AdminDeposit>[] {
  const head = useReviewHeadColumns(open, 'admin.bank.deposits.detailOf');
  const review = useReviewColumns<AdminDeposit>();
  return [
    ...head,
    { id: 'channel', title: 'admin.bank.col.channel', render: (r) => r.channel_name, csv: (r) => r.channel_name },
    { id: 'reference', title: 'admin.bank.col.reference', render: (r) => <Clipped text={r.reference} />, csv: (r) => r.reference },
    ...review,
  ];
}
