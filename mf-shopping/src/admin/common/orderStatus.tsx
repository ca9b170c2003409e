import type { FilterOption } from '@snapmall/shared/admin';
import type { OrderStatus } from '@snapmall/shared/contract';
import { StatusBadge, type StatusTone } from '@snapmall/shared/kit';

/**
 * An order's statuses (placed → shipped → received, or cancelled), as the filters offer them and badges show them:
 * one word and one tone per status, the same on the orders page and on a customer's orders tab.
 */
const STATUS: Record<OrderStatus, { label: string; tone: StatusTone }> = {
  placed: { label: 'admin.shopping.order.placed', tone: 'wait' },
  shipped: { label: 'admin.shopping.order.shipped', tone: 'info' },
  received: { label: 'admin.shopping.order.received', tone: 'ok' },
  cancelled: { label: 'admin.shopping.order.cancelled', tone: 'muted' },
};

export const ORDER_STATUSES: FilterOption[] = (Object.keys(STATUS) as OrderStatus[]).map((value) => ({ value, label: STATUS[value].label }));

/** A status's message id; one this build does not know is Unknown. */
export const orderStatusLabel = (status: string) => STATUS[status as OrderStatus]?.label ?? 'admin.shopping.order.unknown';

export function OrderBadge({ status }: { status: string }) {
  return <StatusBadge label={orderStatusLabel(status)} tone={STATUS[status as OrderStatus]?.tone ?? 'muted'} />;
}
