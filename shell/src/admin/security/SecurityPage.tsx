import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FormError, Moment, useConfirm } from '@snapmall/shared';
import { AdminPageFrame } from '@snapmall/shared/admin';
import type { TotpSetup } from '@snapmall/shared/contract';
import { useAddPasskeyMutation, useAddTotpMutation, useMyFactorsQuery, useNewRecoveryCodesMutation, usePasskeyOptionsMutation, useRemoveFactorMutation, useTotpOptionsMutation } from '../common/factors/api';
import { messageOf } from '../common/factors/messageOf';
import { createPasskey, deviceName, passkeysAvailable } from './passkey';
import { RecoveryCodesView } from './RecoveryCodesView';
import { TotpSetupView } from './TotpSetupView';
import styles from './Security.module.css';

/**
 * /security (every operator, issue 26): their own second factors — passkeys and the authenticator app, each with
 * when it was added and last used — add a passkey, set up the app (QR code and the secret as text), remove one
 * (the server keeps the last one of an operator who must have a factor), and draw new recovery codes (shown once).
 */
export default function SecurityPage() {
  const intl = useIntl();
  const ask = useConfirm();
  const t = (id: string) => intl.formatMessage({ id });
  const { data, refetch } = useMyFactorsQuery();
  const [error, setError] = useState<string>();
  const [setup, setSetup] = useState<TotpSetup>();
  const [codes, setCodes] = useState<string[]>();
  const [passkeyOptions] = usePasskeyOptionsMutation();
  const [addPasskey, passkeyState] = useAddPasskeyMutation();
  const [totpOptions] = useTotpOptionsMutation();
  const [addTotp, totpState] = useAddTotpMutation();
  const [remove] = useRemoveFactorMutation();
  const [newCodes] = useNewRecoveryCodesMutation();

  const act = async (work: () => Promise<{ recovery_codes?: string[] } | void>) => {
    setError(undefined);
    try {
      const answer = await work();
      if (answer?.recovery_codes) setCodes(answer.recovery_codes);
      void refetch();
    } catch (e) {
      setError(messageOf(e, t('admin.login.noAnswer')));
    }
  };
  const passkey = () =>
    act(async () => {
      const response = await createPasskey(await passkeyOptions().unwrap()).catch(() => undefined);
      if (!response) throw new Error('cancelled');
      return addPasskey({ response, name: deviceName() }).unwrap();
    });
  const confirm = (code: string) =>
    act(async () => {
      const answer = await addTotp({ code }).unwrap();
      setSetup(undefined);
      return answer;
    });
  const removeOne = async (kind: 'passkey' | 'totp', id: number | undefined, name: string) => {
    if (!(await ask('admin.security.removeConfirm', { name }))) return;
    void act(() => remove({ kind, id }).unwrap());
  };

  if (codes) return (
    <AdminPageFrame title="admin.security.title">
      <RecoveryCodesView codes={codes} onDone={() => setCodes(undefined)} />
    </AdminPageFrame>
  );
  return (
    <AdminPageFrame title="admin.security.title">
      <div className={styles.page}>
        <p className={styles.hint}>
          <FormattedMessage id={data?.required ? 'admin.security.required' : 'admin.security.optional'} />
        </p>
        <FormError message={error} />
        <section className={styles.card} aria-labelledby="security-passkeys">
          <h2 id="security-passkeys" className={styles.subtitle}>
            <FormattedMessage id="admin.security.passkeys" />
          </h2>
          <ul className={styles.list} data-testid="passkey-list">
            {data?.passkeys.map((p) => (
              <li key={p.id} className={styles.row}>
                <span>
                  <span className={styles.name}>{p.name}</span>
                  <br />
                  <span className={styles.meta}>
                    <FormattedMessage id="admin.security.added" /> <Moment at={p.createtime} /> · <FormattedMessage id="admin.security.lastUsed" />{' '}
                    {p.last_used ? <Moment at={p.last_used} /> : <FormattedMessage id="admin.security.never" />}
                  </span>
                </span>
                <Button variant="secondary" onClick={() => void removeOne('passkey', p.id, p.name)}>
                  <FormattedMessage id="admin.security.remove" />
                </Button>
              </li>
            ))}
          </ul>
          {passkeysAvailable() && (
            <Button onClick={() => void passkey()} disabled={passkeyState.isLoading} data-testid="security-add-passkey">
              <FormattedMessage id="admin.factor.createPasskey" />
            </Button>
          )}
        </section>
        <section className={styles.card} aria-labelledby="security-app">
          <h2 id="security-app" className={styles.subtitle}>
            <FormattedMessage id="admin.security.app" />
          </h2>
          {data?.totp && (
            <div className={styles.row}>
              <span className={styles.meta}>
                <FormattedMessage id="admin.security.added" /> <Moment at={data.totp.createtime} />
              </span>
              <Button variant="secondary" onClick={() => void removeOne('totp', undefined, t('admin.security.app'))}>
                <FormattedMessage id="admin.security.remove" />
              </Button>
            </div>
          )}
          {setup ? (
            <TotpSetupView setup={setup} onCode={(code) => void confirm(code)} busy={totpState.isLoading} />
          ) : (
            <Button variant="secondary" onClick={() => void act(async () => setSetup(await totpOptions().unwrap()))} data-testid="security-add-app">
              <FormattedMessage id={data?.totp ? 'admin.security.replaceApp' : 'admin.factor.useApp'} />
            </Button>
          )}
        </section>
        <section className={styles.card} aria-labelledby="security-codes">
          <h2 id="security-codes" className={styles.subtitle}>
            <FormattedMessage id="admin.factor.codesTitle" />
          </h2>
          <p className={styles.hint}>
            <FormattedMessage id="admin.security.codesLeft" values={{ n: data?.recovery_left ?? 0 }} />
          </p>
          <Button variant="secondary" onClick={() => void act(async () => setCodes((await newCodes().unwrap()).codes))}>
            <FormattedMessage id="admin.security.newCodes" />
          </Button>
        </section>
      </div>
    </AdminPageFrame>
  );
}
