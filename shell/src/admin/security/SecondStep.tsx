import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Field, FormError } from '@snapmall/shared';
import type { AdminSessionAnswer, AdminTicketAnswer } from '@snapmall/shared/contract';
import { useLoginCodeMutation, useLoginPasskeyMutation, useLoginPasskeyOptionsMutation } from '../common/factors/api';
import { messageOf } from '../common/factors/messageOf';
import { passkeysAvailable, signWithPasskey } from './passkey';
import styles from './Security.module.css';

type Way = 'passkey' | 'totp' | 'recovery';

/**
 * The login's second step: a passkey first when the operator has one (and the browser offers them), "use a code
 * instead" for the authenticator app, and a recovery code as the last resort. `onSession` gets the operator's session.
 */
export function SecondStep({ ticket, onSession }: { ticket: AdminTicketAnswer; onSession: (s: AdminSessionAnswer) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { methods } = ticket;
  const first: Way = methods.includes('passkey') && passkeysAvailable() ? 'passkey' : methods.includes('totp') ? 'totp' : 'recovery';
  const [way, setWay] = useState<Way>(first);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [options] = useLoginPasskeyOptionsMutation();
  const [withPasskey, passkeyState] = useLoginPasskeyMutation();
  const [withCode, codeState] = useLoginCodeMutation();
  const busy = passkeyState.isLoading || codeState.isLoading;

  const passkey = async () => {
    setError(undefined);
    try {
      const request = await options({ ticket: ticket.ticket }).unwrap();
      const response = await signWithPasskey(request).catch(() => undefined);
      if (!response) return setError(t('admin.factor.passkeyCancelled'));
      onSession(await withPasskey({ ticket: ticket.ticket, response }).unwrap());
    } catch (e) {
      setError(messageOf(e, t('admin.login.noAnswer')));
    }
  };
  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(t('admin.factor.codeRequired'));
    setError(undefined);
    try {
      onSession(await withCode({ ticket: ticket.ticket, code: code.trim(), kind: way === 'recovery' ? 'recovery' : 'totp' }).unwrap());
    } catch (e) {
      setError(messageOf(e, t('admin.login.noAnswer')));
    }
  };
  const switchTo = (next: Way) => {
    setWay(next);
    setCode('');
    setError(undefined);
  };

  return (
    <div className={styles.step} data-testid="second-step">
      <p className={styles.hint}>
        <FormattedMessage id={way === 'passkey' ? 'admin.factor.passkeyAsk' : way === 'totp' ? 'admin.factor.totpAsk' : 'admin.factor.recoveryAsk'} />
      </p>
      {way === 'passkey' ? (
        <>
          <FormError message={error} />
          <Button onClick={() => void passkey()} disabled={busy} data-testid="factor-passkey">
            <FormattedMessage id="admin.factor.usePasskey" />
          </Button>
        </>
      ) : (
        <form onSubmit={submitCode} noValidate>
          <Field
            label={t(way === 'totp' ? 'admin.factor.code' : 'admin.factor.recoveryCode')}
            name="code"
            inputMode={way === 'totp' ? 'numeric' : 'text'}
            autoComplete="one-time-code"
            value={code}
            onValue={setCode}
            data-testid="factor-code"
          />
          <FormError message={error} />
          <Button type="submit" className={styles.wide} disabled={busy} data-testid="factor-submit">
            <FormattedMessage id="admin.factor.verify" />
          </Button>
        </form>
      )}
      <div className={styles.ways}>
        {way !== 'passkey' && methods.includes('passkey') && passkeysAvailable() && (
          <Button variant="secondary" onClick={() => switchTo('passkey')}>
            <FormattedMessage id="admin.factor.usePasskeyInstead" />
          </Button>
        )}
        {way !== 'totp' && methods.includes('totp') && (
          <Button variant="secondary" onClick={() => switchTo('totp')} data-testid="factor-use-code">
            <FormattedMessage id="admin.factor.useCode" />
          </Button>
        )}
        {way !== 'recovery' && methods.includes('recovery') && (
          <Button variant="secondary" onClick={() => switchTo('recovery')} data-testid="factor-use-recovery">
            <FormattedMessage id="admin.factor.useRecovery" />
          </Button>
        )}
      </div>
    </div>
  );
}
