import { FormattedMessage } from 'react-intl';
import { useLocation } from '@snapmall/shared';
import { ConsoleLink } from '@snapmall/shared/admin';
import styles from './HeaderLink.module.css';

interface HeaderLinkProps {
  to: string;
  /** A symbol that stands for the word on a phone. */
  icon: string;
  /** The word's message id, shown beside the icon on a wide screen. */
  word: string;
  /** What a screen reader hears: the word and the count in a sentence. */
  label: string;
  /** The badge's text; none while nothing waits. */
  count?: string;
  'data-testid': string;
  countTestId?: string;
}

/** A header link with a count on it (requests waiting, messages unread), marked as the current page when it is. */
export function HeaderLink({ to, icon, word, label, count, countTestId, 'data-testid': testId }: HeaderLinkProps) {
  const location = useLocation();
  return (
    <ConsoleLink to={to} className={styles.link} data-testid={testId} aria-current={location.pathname === to ? 'page' : undefined} aria-label={label}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.word}>
        <FormattedMessage id={word} />
      </span>
      {/* A space between the word and the badge: the visible text reads "Messages 3", which the label begins with
          ("Messages 3 unread"), as a voice user says it (axe's label-content-name-mismatch). */}
      {count && ' '}
      {count && (
        <span className={styles.count} aria-hidden="true" data-testid={countTestId}>
          {count}
        </span>
      )}
    </ConsoleLink>
  );
}
