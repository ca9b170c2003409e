import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@snapmall/shared';
import styles from './Operators.module.css';

/**
 * A new operator's generated password, shown this once (the server keeps only its hash): copied with one button,
 * or selected by hand where the clipboard is refused. Dismissed, it cannot be shown again.
 */
export function NewPassword({ username, password, onDone }: { username: string; password: string; onDone: () => void }) {
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopied('yes');
    } catch {
      field.current?.select();
      setCopied('failed');
    }
  };
  return (
    <section className={styles.password} aria-labelledby="new-password" data-testid="new-password">
      <h2 id="new-password" className={styles.passwordTitle}>
        <FormattedMessage id="admin.operators.passwordTitle" values={{ username }} />
      </h2>
      <p className={styles.note}>
        <FormattedMessage id="admin.operators.passwordOnce" values={{ username }} />
      </p>
      <div className={styles.passwordRow}>
        <label className={styles.visuallyHidden} htmlFor="new-password-value">
          <FormattedMessage id="admin.operators.passwordLabel" />
        </label>
        <input id="new-password-value" ref={field} className={styles.passwordValue} value={password} readOnly onFocus={(e) => e.target.select()} data-testid="new-password-value" />
        <Button onClick={() => void copy()}>
          <FormattedMessage id="admin.operators.copy" />
        </Button>
      </div>
      <p role="status" className={styles.note}>
        {copied === 'yes' && <FormattedMessage id="admin.operators.copied" />}
        {copied === 'failed' && <FormattedMessage id="admin.operators.copyFailed" />}
      </p>
      <Button variant="secondary" onClick={onDone}>
        <FormattedMessage id="admin.operators.passwordDone" />
      </Button>
    </section>
  );
}
