import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, useDialog } from '@snapmall/shared';
import styles from './kit.module.css';

interface ConfirmDialogProps {
  /** Message id of the question. */
  title: string;
  /** What the user commits to: amounts, stakes, benefits, what happens next. */
  children: ReactNode;
  /** Message id and values of the confirming button ("Pay 1,299.00", "Bet 100 points"). */
  confirm: string;
  confirmValues?: Record<string, string | number>;
  onAnswer: (yes: boolean) => void;
}

/**
 * A modal yes/no question that shows what is at stake (`data-testid="confirm"`); the shared ConfirmProvider takes
 * a message id without values, so it cannot name an amount. Focus starts on Cancel, Tab stays inside, and Escape
 * and the browser's Back answer no.
 */
export function ConfirmDialog({ title, children, confirm, confirmValues, onAnswer }: ConfirmDialogProps) {
  const titleId = useId();
  const box = useDialog<HTMLDivElement>(true, () => onAnswer(false));
  return (
    <div className={styles.backdrop}>
      <div ref={box} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="confirm">
        <h2 id={titleId} className={styles.dialogTitle}>
          <FormattedMessage id={title} />
        </h2>
        <div className={styles.dialogBody}>{children}</div>
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={() => onAnswer(false)}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button onClick={() => onAnswer(true)}>
            <FormattedMessage id={confirm} values={confirmValues} />
          </Button>
        </div>
      </div>
    </div>
  );
}
