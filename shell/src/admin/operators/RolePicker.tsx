import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ROLES } from '@snapmall/shared/admin';
import type { OperatorRole } from '@snapmall/shared/contract';
import { useErrorText } from '../common/errorText';
import styles from './Operators.module.css';

/** What each role opens, said beside it (the roles of docs/operating.md). */
const WHAT: Record<OperatorRole, string> = {
  owner: 'admin.operators.roleHint.owner',
  finance: 'admin.operators.roleHint.finance',
  catalogue: 'admin.operators.roleHint.catalogue',
  content: 'admin.operators.roleHint.content',
  games: 'admin.operators.roleHint.games',
};

/** The roles as checkboxes in a group, at least one required (the error tied to the group: the form's own, or the server's words). */
export function RolePicker({ value, onChange, error }: { value: readonly OperatorRole[]; onChange: (roles: OperatorRole[]) => void; error?: string }) {
  const intl = useIntl();
  const text = useErrorText();
  const id = useId();
  return (
    <fieldset className={styles.roles} aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>
        <FormattedMessage id="admin.operators.roles" />
      </legend>
      {ROLES.map((role) => (
        <label key={role} className={styles.role}>
          <input
            type="checkbox"
            name="roles"
            value={role}
            checked={value.includes(role)}
            onChange={(e) => onChange(e.target.checked ? ROLES.filter((r) => r === role || value.includes(r)) : value.filter((r) => r !== role))}
          />
          <span>
            <strong>{intl.formatMessage({ id: `adminKit.role.${role}` })}</strong>
            <span className={styles.roleHint}>
              <FormattedMessage id={WHAT[role]} />
            </span>
          </span>
        </label>
      ))}
      {error && (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {text(error)}
        </span>
      )}
    </fieldset>
  );
}
