import type { AdminOrderShipBody } from '@snapmall/shared/contract';
import type { Form } from '@snapmall/shared/kit';
import type { Checked } from '@snapmall/shared/admin';

/** The shipment as typed in the dialog: one carrier and one tracking number for every order selected. */
export type ShipValues = {
  carrier: string;
  tracking_no: string;
};
export type ShipField = keyof ShipValues;

/** The schema's limits (AdminOrderShipBody). */
export const SHIP_LIMITS = { carrier: 50, tracking_no: 60 } as const;

/** A length as the server's schema counts it (characters, not UTF-16 units: an emoji is one). */
const lengthOf = (text: string) => [...text].length;

/**
 * A shipment checked as the server checks it (AdminOrderShipBody): a carrier of 1 to 50 characters and a tracking
 * number of 1 to 60, sent trimmed (the server stores them trimmed, so spaces alone would be an empty carrier).
 * The message ids of what is wrong, or the body for the selected orders.
 */
export function checkShipment(v: ShipValues, ids: readonly number[]): Checked<ShipField, Form<AdminOrderShipBody> & { ids: number[] }> {
  const errors: Partial<Record<ShipField, string>> = {};
  const carrier = v.carrier.trim();
  const trackingNo = v.tracking_no.trim();
  if (!carrier) errors.carrier = 'admin.shopping.ship.carrierRequired';
  else if (lengthOf(carrier) > SHIP_LIMITS.carrier) errors.carrier = 'admin.shopping.ship.carrierLong';
  if (!trackingNo) errors.tracking_no = 'admin.shopping.ship.trackingRequired';
  else if (lengthOf(trackingNo) > SHIP_LIMITS.tracking_no) errors.tracking_no = 'admin.shopping.ship.trackingLong';
  if (Object.keys(errors).length > 0) return { errors };
  return { body: { ids: [...ids], carrier, tracking_no: trackingNo } };
}
