import { FormattedMessage } from 'react-intl';
import { Button, useNav } from '@snapmall/shared';
import styles from './kit.module.css';

interface EmptyStateProps {
  /** Message id of what the user sees (an empty list, a load that failed, a step to take first). */
  text: string;
  /** Message id of the button that does the next thing; no button without it. */
  action?: string;
  /** Where the button goes ... */
  to?: string;
  /** ... or what it does (a retry). */
  onAction?: () => void;
  /** The button as the page's main action rather than a secondary one. */
  primary?: boolean;
}

/** An empty list, a failed load or a missing first step, saying what to do next, with the button that does it. */
export function EmptyState({ text, action, to, onAction, primary = false }: EmptyStateProps) {
  const nav = useNav();
  return (
    <section className={styles.empty}>
      <p>
        <FormattedMessage id={text} />
      </p>
      {action && (
        <Button variant={primary ? 'primary' : 'secondary'} onClick={() => (onAction ? onAction() : to && nav.navigate(to))}>
          <FormattedMessage id={action} />
        </Button>
      )}
    </section>
  );
}
