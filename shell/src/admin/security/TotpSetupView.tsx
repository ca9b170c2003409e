import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Field, FormError } from '@snapmall/shared';
import type { TotpSetup } from '@snapmall/shared/contract';
import styles from './Security.module.css';

/** An authenticator app's setup: the QR code, the secret as text (for typing in), and its first code to confirm it. */
export function TotpSetupView({ setup, onCode, busy, error }: { setup: TotpSetup; onCode: (code: string) => void; busy: boolean; error?: string }) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onCode(code.trim());
  };
  return (
    <form className={styles.totp} onSubmit={submit} noValidate>
      <p className={styles.hint}>
        <FormattedMessage id="admin.factor.totpScan" />
      </p>
      <img className={styles.qr} src={setup.qr} width={200} height={200} alt={intl.formatMessage({ id: 'admin.factor.qrAlt' })} />
      <p className={styles.hint}>
        <FormattedMessage id="admin.factor.totpSecret" />
      </p>
      <code className={styles.secret} data-testid="totp-secret">
        {setup.secret}
      </code>
      <Field
        label={intl.formatMessage({ id: 'admin.factor.code' })}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onValue={setCode}
        data-testid="totp-first-code"
      />
      <FormError message={error} />
      <Button type="submit" disabled={busy || !code.trim()}>
        <FormattedMessage id="admin.factor.totpConfirm" />
      </Button>
    </form>
  );
}
