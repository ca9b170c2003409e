import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNav } from '../nav/useNav';
import styles from './NavBar.module.css';

interface NavBarProps {
  /** Message id of the title. */
  title: string;
  /** Hide the back arrow (tab pages and the entry page). */
  root?: boolean;
  /** What the bar shows at its right end (the shell's message bell). */
  end?: ReactNode;
}

/** The custom navigation bar every page has (SPEC.md §2). */
export function NavBar({ title, root = false, end }: NavBarProps) {
  const nav = useNav();
  const intl = useIntl();
  return (
    <header className={styles.bar}>
      {!root && (
        <button type="button" className={styles.back} onClick={nav.back} aria-label={intl.formatMessage({ id: 'common.back' })}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M15 4 7 12l8 8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
      )}
      {/* Another page's title is a heading of its own (keyed by it): the title of a page still loading, replaced by the
          page's once its code is there, is not the same text moving sideways, which would count as a layout shift. */}
      <h1 key={title} className={styles.title}>
        <FormattedMessage id={title} />
      </h1>
      {end && <div className={styles.end}>{end}</div>}
    </header>
  );
}
