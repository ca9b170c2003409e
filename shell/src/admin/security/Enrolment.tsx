import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FormError } from '@snapmall/shared';
import type { AdminSessionAnswer, AdminTicketAnswer, TotpSetup } from '@snapmall/shared/contract';
import { useEnrolPasskeyMutation, useEnrolPasskeyOptionsMutation, useEnrolTotpMutation, useEnrolTotpOptionsMutation } from '../common/factors/api';
import { messageOf } from '../common/factors/messageOf';
import { createPasskey, deviceName, passkeysAvailable } from './passkey';
import { TotpSetupView } from './TotpSetupView';
import styles from './Security.module.css';

/**
 * The first enrolment (an operator the shop requires to have a second factor, or one who came by an enrolment
 * link): a passkey first, an authenticator app with its QR code instead. The session it ends in carries the recovery
 * codes, which the login page shows once before the console opens.
 */
export function Enrolment({ ticket, onSession }: { ticket: AdminTicketAnswer; onSession: (s: AdminSessionAnswer) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [error, setError] = useState<string>();
  const [setup, setSetup] = useState<TotpSetup>();
  const [passkeyOptions] = useEnrolPasskeyOptionsMutation();
  const [enrolPasskey, passkeyState] = useEnrolPasskeyMutation();
  const [totpOptions, totpOptionsState] = useEnrolTotpOptionsMutation();
  const [enrolTotp, totpState] = useEnrolTotpMutation();

  const passkey = async () => {
    setError(undefined);
    try {
      const options = await passkeyOptions({ ticket: ticket.ticket }).unwrap();
      const response = await createPasskey(options).catch(() => undefined);
      if (!response) return setError(t('admin.factor.passkeyCancelled'));
      onSession(await enrolPasskey({ ticket: ticket.ticket, response, name: deviceName() }).unwrap());
    } catch (e) {
      setError(messageOf(e, t('admin.login.noAnswer')));
    }
  };
  const app = async () => {
    setError(undefined);
    try {
      setSetup(await totpOptions({ ticket: ticket.ticket }).unwrap());
    } catch (e) {
      setError(messageOf(e, t('admin.login.noAnswer')));
    }
  };
  const confirm = async (code: string) => {
    setError(undefined);
    try {
      onSession(await enrolTotp({ ticket: ticket.ticket, code }).unwrap());
    } catch (e) {
      setError(messageOf(e, t('admin.login.noAnswer')));
    }
  };

  return (
    <div className={styles.step} data-testid="enrolment">
      <p className={styles.hint}>
        <FormattedMessage id="admin.factor.enrolWhy" values={{ name: ticket.username }} />
      </p>
      {setup ? (
        <TotpSetupView setup={setup} onCode={(code) => void confirm(code)} busy={totpState.isLoading} error={error} />
      ) : (
        <>
          <FormError message={error} />
          {passkeysAvailable() && (
            <Button onClick={() => void passkey()} disabled={passkeyState.isLoading} data-testid="enrol-passkey">
              <FormattedMessage id="admin.factor.createPasskey" />
            </Button>
          )}
          <div className={styles.ways}>
            <Button variant="secondary" onClick={() => void app()} disabled={totpOptionsState.isLoading} data-testid="enrol-app">
              <FormattedMessage id="admin.factor.useApp" />
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
