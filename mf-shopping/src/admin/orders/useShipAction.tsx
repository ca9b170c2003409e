import { useMemo, useRef, useState } from 'react';
import { useT } from '@snapmall/shared';
import type { BulkAction } from '@snapmall/shared/admin';
import type { BulkAnswer } from '@snapmall/shared/contract';
import { useShipOrdersMutation } from '../api';
import { ShipDialog } from './ShipDialog';
import type { ShipValues } from './shipRules';

interface Asking {
  ids: number[];
  resolve: (answer: BulkAnswer) => void;
  reject: (error: unknown) => void;
}

/**
 * Ship, as a bulk action of the admin kit's list: the list hands over the selected ids, this asks for the one
 * carrier and tracking number in its own dialog (the kit's only prompt is a reason), then sends them all in one
 * call and gives the list the server's answer, row by row. Cancelling sends nothing and says so.
 */
export function useShipAction() {
  const t = useT();
  const [ship] = useShipOrdersMutation();
  const [asking, setAsking] = useState<Asking | null>(null);
  // The dialog's answer is taken once: a second click before it closes sends nothing more.
  const answered = useRef(false);
  const action = useMemo<BulkAction>(
    () => ({
      id: 'ship',
      label: 'admin.shopping.orders.ship',
      run: (ids) =>
        new Promise<BulkAnswer>((resolve, reject) => {
          answered.current = false;
          setAsking({ ids, resolve, reject });
        }),
    }),
    [],
  );
  const answer = (shipment: ShipValues | null) => {
    if (!asking || answered.current) return;
    answered.current = true;
    setAsking(null);
    if (!shipment) return asking.reject(new Error(t('admin.shopping.ship.cancelled')));
    ship({ ids: asking.ids, ...shipment }).unwrap().then(asking.resolve, asking.reject);
  };
  return { action, dialog: asking && <ShipDialog ids={asking.ids} onAnswer={answer} /> };
}
