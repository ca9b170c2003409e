import { FormattedMessage } from 'react-intl';
import type { Notice } from '../ui/uiSlice';
import styles from './kit.module.css';

/** A notice as text: the server's own words as they are, or a message id through the catalogs. */
export function NoticeText({ notice }: { notice: Notice }) {
  return 'text' in notice ? <>{notice.text}</> : <FormattedMessage id={notice.id} values={notice.values} />;
}

/**
 * Why the last action failed, in place (`role="alert"`, `data-testid="failure"`), until the user acts again;
 * nothing when there is no notice. `className` spaces it from what follows.
 */
export function FailureNote({ notice, className }: { notice: Notice | null; className?: string }) {
  if (!notice) return null;
  return (
    <p className={className ? `${styles.failure} ${className}` : styles.failure} role="alert" data-testid="failure">
      <NoticeText notice={notice} />
    </p>
  );
}
