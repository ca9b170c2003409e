import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from './Button';
import styles from './Overlays.module.css';
import { useDialog } from './useDialog';

/** Asks the question of `messageId` (with its values: a name, an amount) and answers whether the person said yes. */
type Ask = (messageId: string, values?: Record<string, string | number>) => Promise<boolean>;
const ConfirmContext = createContext<Ask | null>(null);

/** A modal yes/no question that any page (shell or remote) can await. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [question, setQuestion] = useState<{ id: string; values?: Record<string, string | number>; answer: (yes: boolean) => void } | null>(null);
  const ask = useCallback<Ask>((id, values) => new Promise((resolve) => setQuestion({ id, values, answer: resolve })), []);
  const answer = (yes: boolean) => {
    question?.answer(yes);
    setQuestion(null);
  };
  // Takes focus (Cancel first: the safe answer), keeps it, and Escape or browser Back answers no.
  const ref = useDialog<HTMLDivElement>(question !== null, () => answer(false));
  return (
    <ConfirmContext.Provider value={ask}>
      {children}
      {question && (
        <div className={styles.backdrop}>
          <div className={styles.dialog} ref={ref} role="dialog" aria-modal="true" aria-labelledby="confirm-question" tabIndex={-1} data-testid="confirm">
            <p className={styles.dialogText} id="confirm-question">
              {intl.formatMessage({ id: question.id }, question.values)}
            </p>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => answer(false)}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <Button onClick={() => answer(true)}>
                <FormattedMessage id="common.confirm" />
              </Button>
            </div>
          </div>
        </div>
      )}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Ask {
  const ask = useContext(ConfirmContext);
  if (!ask) throw new Error('useConfirm needs a ConfirmProvider above it');
  return ask;
}
