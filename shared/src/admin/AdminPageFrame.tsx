import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './admin.module.css';

interface AdminPageFrameProps {
  /** Message id of the page's title (its one h1). */
  title: string;
  titleValues?: Record<string, string | number>;
  /** The page's own buttons and links, beside the title (they wrap below it on a phone). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A console page: its title as the one h1 (focusable, so the console moves focus to it on each navigation and a
 * screen reader starts reading there), its actions, and its content.
 */
export function AdminPageFrame({ title, titleValues, actions, children }: AdminPageFrameProps) {
  return (
    <div className={styles.page}>
      <header className={styles.pageHead}>
        <h1 className={styles.pageTitle} tabIndex={-1}>
          <FormattedMessage id={title} values={titleValues} />
        </h1>
        {actions && <div className={styles.pageActions}>{actions}</div>}
      </header>
      {children}
    </div>
  );
}
