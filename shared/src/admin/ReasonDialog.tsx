import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, RULES, useDialog } from '@snapmall/shared';
import styles from './admin.module.css';

interface ReasonDialogProps {
  /** Message id of the question ("Reject 3 deposits?"), with its values. */
  title: string;
  titleValues?: Record<string, string | number>;
  /** Message id of the confirming button. */
  confirm: string;
  confirmValues?: Record<string, string | number>;
  /** The reason typed (trimmed), or null when the operator cancels. */
  onAnswer: (reason: string | null) => void;
}

/**
 * Asks for the one reason an action gives (a rejection, an adjustment): required, at most the server's 200
 * characters, said beside the field when missing. A modal: focus starts in the field, Tab stays inside, Escape and
 * the browser's Back cancel.
 */
export function ReasonDialog({ title, titleValues, confirm, confirmValues, onAnswer }: ReasonDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState(false);
  const box = useDialog<HTMLDivElement>(true, () => onAnswer(null));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) return setError(true);
    onAnswer(text);
  };
  return (
    <div className={styles.backdrop}>
      {/* The dialog holds the form: a form may not take the dialog role (ARIA in HTML). */}
      <div ref={box} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="reason-dialog">
        <form className={styles.dialogForm} onSubmit={submit}>
          <h2 id={titleId} className={styles.dialogTitle}>
            <FormattedMessage id={title} values={titleValues} />
          </h2>
          <label htmlFor={fieldId} className={styles.label}>
            <FormattedMessage id="adminKit.reason.label" />
          </label>
          <textarea
            id={fieldId}
            className={styles.textarea}
            rows={3}
            maxLength={RULES.reasonMax}
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : `${fieldId}-hint`}
            onChange={(e) => {
              setReason(e.target.value);
              setError(false);
            }}
          />
          {error ? (
            <span id={`${fieldId}-error`} className={styles.fieldError} role="alert">
              {intl.formatMessage({ id: 'adminKit.reason.required' })}
            </span>
          ) : (
            <span id={`${fieldId}-hint`} className={styles.hint}>
              {intl.formatMessage({ id: 'adminKit.reason.hint' }, { max: RULES.reasonMax })}
            </span>
          )}
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={() => onAnswer(null)}>
              <FormattedMessage id="common.cancel" />
            </Button>
            <Button type="submit" variant="danger">
              <FormattedMessage id={confirm} values={confirmValues} />
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
