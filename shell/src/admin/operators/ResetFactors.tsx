import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FormError, useConfirm } from '@snapmall/shared';
import type { AdminOperator } from '@snapmall/shared/contract';
import { useResetFactorsMutation } from '../common/factors/api';
import { messageOf } from '../common/factors/messageOf';
import styles from './Operators.module.css';

/**
 * An owner's reset of another operator's second factors (a lost phone): asked once more, then their passkeys, app
 * and recovery codes are gone and their sessions end; they enrol again at their next login. Audited by the server.
 */
export function ResetFactors({ operator }: { operator: AdminOperator }) {
  const intl = useIntl();
  const ask = useConfirm();
  const [reset, state] = useResetFactorsMutation();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string>();
  const run = async () => {
    if (!(await ask('admin.operators.resetConfirm', { username: operator.username }))) return;
    setError(undefined);
    try {
      await reset({ id: operator.id }).unwrap();
      setDone(true);
    } catch (e) {
      setError(messageOf(e, intl.formatMessage({ id: 'admin.login.noAnswer' })));
    }
  };
  return (
    <fieldset className={styles.roles}>
      <legend className={styles.legend}>
        <FormattedMessage id="admin.operators.factors" />
      </legend>
      {done ? (
        <p role="status" data-testid="factors-reset">
          <FormattedMessage id="admin.operators.resetDone" />
        </p>
      ) : (
        <Button variant="secondary" onClick={() => void run()} disabled={state.isLoading} data-testid="reset-factors">
          <FormattedMessage id="admin.operators.resetFactors" />
        </Button>
      )}
      <FormError message={error} />
    </fieldset>
  );
}
