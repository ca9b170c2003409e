import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, controlStyles, Field, RULES, useT } from '@snapmall/shared';
import { ConfirmDialog, FailureNote, isUnknownOutcome, useIntentId } from '@snapmall/shared/kit';
import type { AdminUserDetail } from '@snapmall/shared/contract';
import type { Notice } from '@snapmall/shared';
import { useAdminAdjustMutation, type Requested } from './api';
import { checkAdjustment, type AdjustErrors, type AdjustValues, type Asset, type CheckedAdjustment } from './adjustRules';
import { AdjustConfirmation } from './AdjustConfirmation';
import { AdjustDone } from './AdjustDone';
import styles from '../common/bankAdmin.module.css';
import form from './Adjust.module.css';

const EMPTY: AdjustValues = { asset: 'cash', amount: '', reason: '' };

/**
 * Asks for a change of a customer's cash or points through the ledger: a signed amount and a reason, checked here as
 * the server checks them, confirmed in a dialog that says what it would leave the customer with, then sent with one
 * request id per adjustment — a second click, or a retry after no answer, asks once. Nothing moves until a second
 * finance operator approves the request (issue 26).
 */
export function AdjustForm({ customer }: { customer: AdminUserDetail }) {
  const t = useT();
  const assetName = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<AdjustErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState<CheckedAdjustment | null>(null);
  const [done, setDone] = useState<{ answer: Requested; adjustment: CheckedAdjustment } | null>(null);
  const [adjust, sending] = useAdminAdjustMutation();
  const { idFor, answered } = useIntentId();
  /** A confirmation already on its way: a second click before the dialog is gone sends nothing more. */
  const inFlight = useRef(false);

  const set = (field: keyof AdjustValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setNotice(null);
    setDone(null);
  };
  const review = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkAdjustment(values, { cash: customer.balance, points: customer.points });
    if ('errors' in checked) return setErrors(checked.errors);
    setConfirming(checked.adjustment);
  };
  const send = async (a: CheckedAdjustment) => {
    setConfirming(null);
    if (inFlight.current) return;
    inFlight.current = true;
    // The same adjustment of the same customer keeps its id until the server answers it.
    const requestId = idFor(JSON.stringify([customer.id, a.asset, a.amount, a.reason]));
    const result = await adjust({ user_id: customer.id, asset: a.asset, amount: a.amount, reason: a.reason, request_id: requestId });
    inFlight.current = false;
    if ('data' in result && result.data) {
      answered();
      setNotice(null);
      setDone({ answer: result.data, adjustment: a });
      setValues((v) => ({ ...v, amount: '', reason: '' }));
      return;
    }
    const error = 'error' in result ? result.error : undefined;
    if (isUnknownOutcome(error)) return setNotice({ id: 'admin.bank.adjust.noAnswer' });
    answered();
    const fields = (error as { errors?: Record<string, string[]> } | undefined)?.errors ?? {};
    const beside = { amount: fields.amount?.[0], reason: fields.reason?.[0] };
    setErrors(beside);
    const message = (error as { message?: string } | undefined)?.message;
    if (!beside.amount && !beside.reason) setNotice(message ? { text: message } : { id: 'admin.bank.adjust.failed' });
  };

  const error = (field: keyof AdjustValues) => {
    const id = errors[field];
    // A message id of this page's, or the server's words.
    return id ? (id.startsWith('admin.bank.') ? t(id, { max: RULES.reasonMax }) : id) : undefined;
  };
  return (
    <form className={styles.panel} onSubmit={review} noValidate aria-labelledby={`${assetName}-title`} data-testid="adjust-form">
      <h2 id={`${assetName}-title`} className={styles.panelTitle}>
        <FormattedMessage id="admin.bank.adjust.formTitle" values={{ name: customer.username }} />
      </h2>
      <AssetChoice name={assetName} value={values.asset} onValue={set('asset')} />
      <Field
        label={t('admin.bank.adjust.amount')}
        name="amount"
        inputMode={values.asset === 'cash' ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={values.amount}
        error={error('amount')}
        hint={t(values.asset === 'cash' ? 'admin.bank.adjust.amountHint.cash' : 'admin.bank.adjust.amountHint.points')}
        onValue={set('amount')}
      />
      <Reason value={values.reason} error={error('reason')} onValue={set('reason')} />
      <FailureNote notice={notice} />
      <div>
        <Button type="submit" disabled={sending.isLoading}>
          <FormattedMessage id={sending.isLoading ? 'admin.bank.adjust.sending' : 'admin.bank.adjust.review'} />
        </Button>
      </div>
      {done && <AdjustDone answer={done.answer} adjustment={done.adjustment} customer={customer.username} />}
      {confirming && (
        <ConfirmDialog
          title="admin.bank.adjust.confirmTitle"
          confirm={confirming.credit ? 'admin.bank.adjust.confirmCredit' : 'admin.bank.adjust.confirmDebit'}
          confirmValues={{ amount: confirming.size }}
          onAnswer={(yes) => (yes ? void send(confirming) : setConfirming(null))}
        >
          <AdjustConfirmation adjustment={confirming} customer={customer} />
        </ConfirmDialog>
      )}
    </form>
  );
}

const ASSETS: Asset[] = ['cash', 'points'];

/** Cash or points: what the adjustment changes (and so how its amount is written). */
function AssetChoice({ name, value, onValue }: { name: string; value: Asset; onValue: (asset: Asset) => void }) {
  return (
    <fieldset className={form.assets}>
      <legend className={controlStyles.label}>
        <FormattedMessage id="admin.bank.adjust.asset" />
      </legend>
      {ASSETS.map((asset) => (
        <label key={asset} className={form.asset}>
          <input type="radio" name={name} value={asset} checked={value === asset} onChange={() => onValue(asset)} />
          <FormattedMessage id={`admin.bank.adjust.asset.${asset}`} />
        </label>
      ))}
    </fieldset>
  );
}

/** The reason: required, at most the server's 200 characters, kept with the ledger entry and the audit record. */
function Reason({ value, error, onValue }: { value: string; error?: string; onValue: (value: string) => void }) {
  const id = useId();
  const t = useT();
  return (
    <div className={controlStyles.field}>
      <label className={controlStyles.label} htmlFor={id}>
        <FormattedMessage id="admin.bank.adjust.reason" />
      </label>
      <textarea
        id={id}
        name="reason"
        rows={3}
        maxLength={RULES.reasonMax}
        className={`${controlStyles.input} ${form.reason}`}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(e) => onValue(e.target.value)}
      />
      {error ? (
        <span id={`${id}-error`} className={controlStyles.error} role="alert">
          {error}
        </span>
      ) : (
        <span id={`${id}-hint`} className={controlStyles.hint}>
          {t('admin.bank.adjust.reasonHint', { max: RULES.reasonMax })}
        </span>
      )}
    </div>
  );
}
