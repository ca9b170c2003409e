import { FormattedMessage } from 'react-intl';
import styles from './kit.module.css';

/** The colour of a status: done well, refused or lost, waiting, on its way, or nothing to say. */
export type StatusTone = 'ok' | 'bad' | 'wait' | 'info' | 'muted';

/**
 * A record's status as a coloured label (`data-testid="status"`). The remote names the status: `label` is its
 * message id and `tone` its colour, so each domain keeps its own statuses and the kit only how they look.
 */
export function StatusBadge({ label, tone }: { label: string; tone: StatusTone }) {
  return (
    <span className={`${styles.badge} ${styles[tone]}`} data-testid="status">
      <FormattedMessage id={label} />
    </span>
  );
}
