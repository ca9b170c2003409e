import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormError, useConfirm } from '@snapmall/shared';
import { AdminPageFrame } from '@snapmall/shared/admin';
import type { TotpSetup } from '@snapmall/shared/contract';
import { useAddPasskeyMutation, useAddTotpMutation, useMyFactorsQuery, useNewRecoveryCodesMutation, usePasskeyOptionsMutation, useRemoveFactorMutation, useTotpOptionsMutation } from '../common/factors/api';
import { messageOf } from '../common/factors/messageOf';
import { AppCard, PasskeysCard, RecoveryCard } from './FactorCards';
import { createPasskey, deviceName } from './passkey';
import { RecoveryCodesView } from './RecoveryCodesView';
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
        <PasskeysCard passkeys={data?.passkeys ?? []} adding={passkeyState.isLoading} onAdd={() => void passkey()} onRemove={(id, name) => void removeOne('passkey', id, name)} />
        <AppCard
          totp={data?.totp}
          setup={setup}
          busy={totpState.isLoading}
          onStart={() => void act(async () => setSetup(await totpOptions().unwrap()))}
          onCode={(code) => void confirm(code)}
          onRemove={() => void removeOne('totp', undefined, t('admin.security.app'))}
        />
        <RecoveryCard left={data?.recovery_left ?? 0} onNew={() => void act(async () => setCodes((await newCodes().unwrap()).codes))} />
      </div>
    </AdminPageFrame>
  );
}
