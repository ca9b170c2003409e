import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, FormError, useDialog, type ApiError } from '@snapmall/shared';
import type { AdminOperator, OperatorSaved, OperatorRole } from '@snapmall/shared/contract';
import { useConsoleOperatorSaveMutation } from './api';
import { ResetFactors } from './ResetFactors';
import { RolePicker } from './RolePicker';
import styles from './Operators.module.css';

/**
 * Another operator's roles and status in a dialog. Disabling ends their sessions at once; the server refuses a
 * change that would leave the shop with no owner who can log in, and its words are shown here.
 */
export function EditOperator({ operator, onClose, onSaved }: { operator: AdminOperator; onClose: () => void; onSaved: (saved: OperatorSaved) => void }) {
  const intl = useIntl();
  const titleId = useId();
  const box = useDialog<HTMLDivElement>(true, onClose);
  const [roles, setRoles] = useState<OperatorRole[]>(operator.roles);
  const [status, setStatus] = useState(operator.status);
  const [rolesError, setRolesError] = useState<string>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [save, saving] = useConsoleOperatorSaveMutation();
  const submit = async () => {
    if (roles.length === 0) return setRolesError('admin.operators.error.roles');
    setRefusal(null);
    try {
      onSaved(await save({ username: operator.username, roles, status }).unwrap());
    } catch (error) {
      const failure = (error ?? {}) as Partial<ApiError>;
      // A 422 on the roles goes beside them; a refusal (the last owner) or no answer above the buttons.
      const onRoles = failure.errors?.roles?.[0];
      if (onRoles) setRolesError(onRoles);
      else setRefusal(failure.message || intl.formatMessage({ id: 'admin.doc.saveFailed' }));
    }
  };
  return (
    <div className={styles.backdrop}>
      {/* The dialog holds the form: a form may not take the dialog role (ARIA in HTML). */}
      <div ref={box} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="edit-operator">
        <form
          className={styles.dialogForm}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <h2 id={titleId} className={styles.formTitle}>
            <FormattedMessage id="admin.operators.editTitle" values={{ username: operator.username }} />
          </h2>
          <RolePicker value={roles} onChange={(r) => {
              setRoles(r);
              setRolesError(undefined);
            }} error={rolesError} />
          <fieldset className={styles.roles}>
            <legend className={styles.legend}>
              <FormattedMessage id="admin.operators.status" />
            </legend>
            {(['normal', 'disabled'] as const).map((s) => (
              <label key={s} className={styles.role}>
                <input type="radio" name="status" value={s} checked={status === s} onChange={() => setStatus(s)} />
                <span>
                  <strong>
                    <FormattedMessage id={s === 'normal' ? 'admin.operators.active' : 'admin.operators.disabled'} />
                  </strong>
                  {s === 'disabled' && (
                    <span className={styles.roleHint}>
                      <FormattedMessage id="admin.operators.disableHint" />
                    </span>
                  )}
                </span>
              </label>
            ))}
          </fieldset>
          <ResetFactors operator={operator} />
          {refusal && <FormError message={refusal} />}
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={onClose}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button type="submit" disabled={saving.isLoading}>
              <FormattedMessage id={saving.isLoading ? 'admin.doc.saving' : 'admin.operators.saveChanges'} />
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
