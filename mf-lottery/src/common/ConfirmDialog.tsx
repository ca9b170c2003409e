import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, useDialog } from '@snapmall/shared';
import styles from './lottery.module.css';

interface ConfirmDialogProps {
  /** Message id of the question. */
  title: string;
  /** What the customer commits to: the stake, what a win pays back, when it is decided. */
  children: ReactNode;
  /** Message id and values of the confirming button ("Bet 100 points"). */
  confirm: string;
  confirmValues?: Record<string, string | number>;
  onAnswer: (yes: boolean) => void;
}

/**
 * A modal yes/no question that shows what is at stake (the shared ConfirmProvider takes a message id without
 * values, so it cannot name an amount).
 */
export function ConfirmDialog({ title, children, confirm, confirmValues, onAnswer }: ConfirmDialogProps) {
  const titleId = useId();
  // The shared dialog manners: focus on Cancel first, Tab kept inside, Escape and browser Back answer no.
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
