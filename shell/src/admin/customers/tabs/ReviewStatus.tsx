import { StatusBadge, type StatusTone } from '@snapmall/shared/kit';
import type { FilterOption } from '@snapmall/shared/admin';

/** A deposit's or withdrawal's review: 0 pending, 1 approved, 2 rejected (the bank's codes). */
const REVIEW: Record<number, { label: string; tone: StatusTone }> = {
  0: { label: 'admin.customer.review.pending', tone: 'wait' },
  1: { label: 'admin.customer.review.approved', tone: 'ok' },
  2: { label: 'admin.customer.review.rejected', tone: 'bad' },
};

export const REVIEW_OPTIONS: FilterOption[] = Object.entries(REVIEW).map(([value, { label }]) => ({ value: Number(value), label }));

export function ReviewBadge({ status }: { status: number }) {
  const known = REVIEW[status] ?? { label: 'admin.customer.review.unknown', tone: 'muted' as const };
  return <StatusBadge label={known.label} tone={known.tone} />;
}
