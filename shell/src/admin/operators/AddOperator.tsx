import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FormError, type ApiError } from '@snapmall/shared';
import type { OperatorRole } from '@snapmall/shared/contract';
import { useConsoleOperatorSaveMutation, type OperatorSaved } from './api';
import { useErrorText } from '../common/errorText';
import { RolePicker } from './RolePicker';
import { operatorErrors } from './rules';
import styles from './Operators.module.css';

/** A new operator: a name and roles; the server generates the password and answers it once. */
export function AddOperator({ taken, onAdded }: { taken: readonly string[]; onAdded: (saved: OperatorSaved) => void }) {
  const intl = useIntl();
  const text = useErrorText();
  const id = useId();
  const [username, setUsername] = useState('');
  const [roles, setRoles] = useState<OperatorRole[]>([]);
  const [errors, setErrors] = useState<{ username?: string; roles?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [save, saving] = useConsoleOperatorSaveMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = operatorErrors(username.trim(), roles, taken);
    setErrors(found);
    setFormError(null);
    if (found.username || found.roles) return;
    try {
      const saved = await save({ username: username.trim(), roles }).unwrap();
      setUsername('');
      setRoles([]);
      onAdded(saved);
    } catch (error) {
      const failure = (error ?? {}) as Partial<ApiError>;
      // The server's 422 beside the field it names; anything else (a refusal, no answer) above the button.
      const fields = { username: failure.errors?.username?.[0], roles: failure.errors?.roles?.[0] };
      const named = Boolean(fields.username || fields.roles);
      if (named) setErrors(fields);
      setFormError(named ? null : failure.message || intl.formatMessage({ id: 'admin.doc.saveFailed' }));
    }
  };
  const usernameError = text(errors.username);
  return (
    <form className={styles.add} onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`} data-testid="add-operator">
      <h2 id={`${id}-title`} className={styles.formTitle}>
        <FormattedMessage id="admin.operators.add" />
      </h2>
      <div className={styles.field}>
        <label htmlFor={`${id}-name`} className={styles.label}>
          <FormattedMessage id="admin.operators.username" />
        </label>
        <input
          id={`${id}-name`}
          name="username"
          className={styles.input}
          value={username}
          maxLength={30}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={usernameError ? true : undefined}
          aria-describedby={`${id}-name-note`}
          onChange={(e) => {
            setUsername(e.target.value);
            setErrors((x) => ({ ...x, username: undefined }));
          }}
        />
        <span id={`${id}-name-note`} className={usernameError ? styles.error : styles.hint} role={usernameError ? 'alert' : undefined}>
          {usernameError ?? intl.formatMessage({ id: 'admin.operators.usernameHint' })}
        </span>
      </div>
      <RolePicker value={roles} onChange={(r) => {
          setRoles(r);
          setErrors((x) => ({ ...x, roles: undefined }));
        }} error={errors.roles} />
      {formError && <FormError message={formError} />}
      <div>
        <Button type="submit" disabled={saving.isLoading}>
          <FormattedMessage id={saving.isLoading ? 'admin.doc.saving' : 'admin.operators.addButton'} />
        </Button>
      </div>
    </form>
  );
}
