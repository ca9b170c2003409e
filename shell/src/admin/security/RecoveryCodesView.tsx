import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@snapmall/shared';
import styles from './Security.module.css';

/**
 * Ten one-time recovery codes, shown once: a copy button, and what they are for. `onDone` is the way on (the
 * console, or back to the Security page): the codes are never shown again.
 */
export function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(codes.join('\n')).catch(() => undefined);
    setCopied(true);
  };
  return (
    <section className={styles.codes} aria-labelledby="recovery-codes-title" data-testid="recovery-codes">
      <h2 id="recovery-codes-title" className={styles.subtitle}>
        <FormattedMessage id="admin.factor.codesTitle" />
      </h2>
      <p className={styles.hint}>
        <FormattedMessage id="admin.factor.codesHint" />
      </p>
      <ol className={styles.codeList}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void copy()}>
          <FormattedMessage id={copied ? 'admin.factor.copied' : 'admin.factor.copy'} />
        </Button>
        <Button onClick={onDone} data-testid="recovery-codes-done">
          <FormattedMessage id="admin.factor.codesDone" />
        </Button>
      </div>
    </section>
  );
}
