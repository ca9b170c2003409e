import type { BulkAction } from '@snapmall/shared/admin';
import type { BulkAnswer } from '@snapmall/shared/contract';

type Run<A> = (arg: A) => { unwrap: () => Promise<BulkAnswer> };

/**
 * Approve (one click for every selected row) and Reject (one reason for them all): each sends the selected ids in
 * one call, and the server answers every row as done or refused with why.
 */
export function reviewActions(approve: Run<{ ids: number[] }>, reject: Run<{ ids: number[]; reason: string }>): BulkAction[] {
  return [
    { id: 'approve', label: 'admin.bank.action.approve', run: (ids) => approve({ ids }).unwrap() },
    { id: 'reject', label: 'admin.bank.action.reject', needsReason: true, danger: true, run: (ids, reason = '') => reject({ ids, reason }).unwrap() },
  ];
}
