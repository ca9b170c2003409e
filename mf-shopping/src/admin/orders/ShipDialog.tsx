import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, useDialog, useT } from '@snapmall/shared';
import { kitStyles } from '@snapmall/shared/kit';
import { TextField } from '@snapmall/shared/admin';
import { checkShipment, SHIP_LIMITS, type ShipField, type ShipValues } from './shipRules';

interface ShipDialogProps {
  ids: readonly number[];
  /** The shipment checked and trimmed, or null when the operator cancels. */
  onAnswer: (shipment: ShipValues | null) => void;
}

/**
 * Asks for the one carrier and tracking number the selected orders leave with (one parcel), both required and
 * checked as the server checks them before anything is sent. A modal: focus starts in the carrier, Tab stays
 * inside, Escape and the browser's Back cancel.
 */
export function ShipDialog({ ids, onAnswer }: ShipDialogProps) {
  const t = useT();
  const titleId = useId();
  const [values, setValues] = useState<ShipValues>({ carrier: '', tracking_no: '' });
  const [errors, setErrors] = useState<Partial<Record<ShipField, string>>>({});
  const box = useDialog<HTMLDivElement>(true, () => onAnswer(null));
  const set = (field: ShipField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkShipment(values, ids);
    if ('errors' in checked) return setErrors(checked.errors);
    onAnswer({ carrier: checked.body.carrier, tracking_no: checked.body.tracking_no });
  };
  const error = (field: ShipField) => (errors[field] ? t(errors[field], { max: SHIP_LIMITS[field] }) : undefined);
  return (
    <div className={kitStyles.backdrop}>
      {/* The dialog holds the form: a form may not take the dialog role (ARIA in HTML). */}
      <div ref={box} className={kitStyles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="ship-dialog">
        <form onSubmit={submit} noValidate>
          <h2 id={titleId} className={kitStyles.dialogTitle}>
            <FormattedMessage id="admin.shopping.ship.title" values={{ count: ids.length }} />
          </h2>
          <div className={kitStyles.dialogBody}>
            <p>
              <FormattedMessage id="admin.shopping.ship.intro" values={{ ids: ids.map((id) => `#${id}`).join(', ') }} />
            </p>
            <TextField name="carrier" label={t('admin.shopping.ship.carrier')} hint={t('admin.shopping.ship.carrierHint', { max: SHIP_LIMITS.carrier })} value={values.carrier} error={error('carrier')} onValue={set('carrier')} />
            <TextField name="tracking_no" label={t('admin.shopping.ship.tracking')} hint={t('admin.shopping.ship.trackingHint', { max: SHIP_LIMITS.tracking_no })} value={values.tracking_no} error={error('tracking_no')} onValue={set('tracking_no')} />
          </div>
          <div className={kitStyles.dialogActions}>
            <Button variant="secondary" onClick={() => onAnswer(null)}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button type="submit">
              <FormattedMessage id="admin.shopping.orders.ship" values={{ count: ids.length }} />
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
