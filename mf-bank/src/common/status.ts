/** SPEC.md §3: a deposit's or withdrawal's status as its label; anything the client does not know is Unknown. */
export function statusLabelId(status: unknown): string {
  switch (status) {
    case 0:
      return 'bank.status.pending';
    case 1:
      return 'bank.status.success';
    case 2:
      return 'bank.status.rejected';
    default:
      return 'bank.status.unknown';
  }
}

export type StatusTone = 'pending' | 'success' | 'rejected' | 'unknown';

export const statusTone = (status: unknown): StatusTone =>
  status === 0 ? 'pending' : status === 1 ? 'success' : status === 2 ? 'rejected' : 'unknown';

/** The filter choices of the record lists: every status, or one of the three the server knows. */
export const STATUS_FILTERS = [undefined, 0, 1, 2] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
