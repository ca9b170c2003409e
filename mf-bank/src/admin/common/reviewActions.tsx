import { useCallback, useRef } from 'react';
import type { BulkAction, ListRequest, PageFetcher } from '@snapmall/shared/admin';
import type { AdminDeposit, AdminWithdrawal } from '@snapmall/shared/contract';
import { ApproveDialog } from './ApproveDialog';
import { rowsAnswered, type ReviewAnswer } from './reviewApi';
import { useAdminApprovalThresholdQuery } from './thresholdApi';

type Run<A, R> = (arg: A) => { unwrap: () => Promise<R> };

/**
 * The review list's page reader and its two actions, for deposits or withdrawals. Approve asks first, in a dialog
 * that names each selected row (the rows read so far, by id), the totals and which rows only a second operator can
 * approve (issue 26); Reject takes one reason for them all. Each sends the selected ids in one call, and the server
 * answers every row as done, requested or refused with why.
 */
export function useReviewActions<Row extends AdminDeposit | AdminWithdrawal>(
  kind: Row extends AdminWithdrawal ? 'withdrawal' : 'deposit',
  readPage: PageFetcher<Row>,
  approve: Run<{ ids: number[] }, ReviewAnswer>,
  reject: Run<{ ids: number[]; reason: string }, ReviewAnswer>,
): { fetchPage: PageFetcher<Row>; actions: BulkAction[] } {
  const seen = useRef(new Map<number, Row>());
  const fetchPage = useCallback(
    async (body: ListRequest) => {
      const page = await readPage(body);
      for (const row of page.list) seen.current.set(row.id, row);
      return page;
    },
    [readPage],
  );
  const threshold = useAdminApprovalThresholdQuery();
  const actions: BulkAction[] = [
    {
      id: 'approve',
      label: 'admin.bank.action.approve',
      run: async (ids) => rowsAnswered(await approve({ ids }).unwrap()),
      prompt: (ids, answer) => (
        <ApproveDialog
          kind={kind}
          rows={ids.flatMap((id) => seen.current.get(id) ?? [])}
          threshold={threshold.data?.withdraw_threshold}
          onAnswer={(yes) => answer(yes ? {} : null)}
        />
      ),
    },
    { id: 'reject', label: 'admin.bank.action.reject', needsReason: true, danger: true, run: async (ids, reason = '') => rowsAnswered(await reject({ ids, reason }).unwrap()) },
  ];
  return { fetchPage, actions };
}
