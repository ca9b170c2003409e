import { useMemo } from 'react';
import type { BulkAction } from '@snapmall/shared/admin';
import { useShipOrdersMutation } from '../api';
import { ShipDialog } from './ShipDialog';

/**
 * Ship, as a bulk action of the admin kit's list: the list hands over the selected ids, the action asks for the one
 * carrier and tracking number in its own dialog (the kit's `prompt`), then sends them all in one call and gives the
 * list the server's answer, row by row. Cancelling closes the dialog and sends nothing.
 */
export function useShipAction(): BulkAction {
  const [ship] = useShipOrdersMutation();
  return useMemo<BulkAction>(
    () => ({
      id: 'ship',
      label: 'admin.shopping.orders.ship',
      prompt: (ids, answer) => <ShipDialog ids={ids} onAnswer={answer} />,
      run: async (ids, _reason, input) => {
        const answer = await ship({ ids, carrier: input?.carrier ?? '', tracking_no: input?.tracking_no ?? '' }).unwrap();
        // Shipping `ids` is answered row by row; the order itself comes only to a call naming one `id`, which the
        // list never makes (were it to come, the list says the action failed).
        if ('results' in answer) return answer;
        throw new Error();
      },
    }),
    [ship],
  );
}
