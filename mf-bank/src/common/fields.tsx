import { FormattedMessage } from 'react-intl';
import { Field, RULES, useT } from '@snapmall/shared';

interface FieldProps {
  value: string;
  onValue: (value: string) => void;
  error?: string;
}

/** An amount in the currency, typed as text (cents are checked by checkAmount); the hint gives the allowed range. */
export function AmountField({ hint, ...field }: FieldProps & { hint?: string }) {
  const t = useT();
  return (
    <Field
      label={<FormattedMessage id="bank.field.amount" />}
      inputMode="decimal"
      autoComplete="off"
      placeholder={t('bank.prompt.amount')}
      hint={hint}
      maxLength={13}
      {...field}
    />
  );
}

/** The withdrawal password, asked the same way wherever money or the card changes (binding, withdrawing). */
export function PayPasswordField({ value, onValue, error }: FieldProps) {
  const t = useT();
  return (
    <Field
      label={<FormattedMessage id="bank.field.payPassword" />}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      placeholder={t('bank.prompt.payPassword')}
      maxLength={RULES.secretMax}
      value={value}
      onValue={onValue}
      error={error}
    />
  );
}
