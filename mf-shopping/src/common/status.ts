import type { OrderStatus } from '@snapmall/shared/contract';

/** The order statuses the filter offers, in the order an order moves through them. */
export const ORDER_STATUSES: readonly OrderStatus[] = ['placed', 'shipped', 'received', 'cancelled'];

const KNOWN = new Set<unknown>(ORDER_STATUSES);

/** An order's status as its label; a status this build does not know is shown as Unknown. */
export const statusLabelId = (status: unknown) => (KNOWN.has(status) ? `shop.status.${String(status)}` : 'shop.status.unknown');

/** The colour of a status label. */
export const statusTone = (status: unknown): OrderStatus | 'unknown' => (KNOWN.has(status) ? (status as OrderStatus) : 'unknown');
