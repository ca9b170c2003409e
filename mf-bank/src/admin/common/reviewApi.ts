import type { ListRequest } from '@snapmall/shared/admin';
import type { AnswerOf, BulkAnswer } from '@snapmall/shared/contract';

/** The list call's options: the list shows its own loading and failure, so no overlay and no toast. */
export const LIST_OPTIONS = { silent: true, noLoading: true } as const;

/** A review action's options: its answer (each row done or refused, or why it failed) is shown in the page. */
export const ACTION_OPTIONS = { silent: true } as const;

/** The count of what waits for review: the list's total for status pending (exact: the server keeps it). */
export const PENDING_BODY: ListRequest = { page: 1, limit: 10, status: 0 };

/** The rows a bulk review acts on, and the one reason a rejection gives them all. */
export interface ReviewIds {
  ids: number[];
}
export interface RejectIds extends ReviewIds {
  reason: string;
}

/**
 * What a review call answers, as the contract says: each row done, requested or refused when it names `ids`; for a
 * lone `id`, the row itself or the request made.
 */
export type ReviewAnswer = AnswerOf<'/api/admin/deposit/approve' | '/api/admin/deposit/reject' | '/api/admin/withdraw/approve' | '/api/admin/withdraw/reject'>;

/**
 * The rows' outcomes of a review of the selected `ids` (always per row: the lone row's answer comes only to a call
 * naming one `id`, which the list never makes; were it to come, the list says the action failed).
 */
export function rowsAnswered(answer: ReviewAnswer): BulkAnswer {
  if ('results' in answer) return answer;
  throw new Error();
}
