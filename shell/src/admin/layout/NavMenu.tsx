import { FormattedMessage, useIntl } from 'react-intl';
import type { NavGroup } from './consoleRoutes';
import { ConsoleLink } from '@snapmall/shared/admin';
import styles from './Console.module.css';

/** Whether a menu entry is the page shown: the same path, or (for a group's stand-in entry) a path inside it. */
const isCurrent = (item: string, path: string) => item === path || (item.endsWith('/') && item !== '/' && path.startsWith(item));

/** The console's menu: each group the operator may open, its pages as links, the current one marked. */
export function NavMenu({ groups, path, onFollow }: { groups: readonly NavGroup[]; path: string; onFollow?: () => void }) {
  const intl = useIntl();
  return (
    <nav className={styles.menu} aria-label={intl.formatMessage({ id: 'admin.nav.label' })} data-testid="console-nav">
      {groups.map((group) => (
        // A group, not a region: eight landmarks named like the pages' own sections ("客戶") only crowd the landmark list.
        <div key={group.id} role="group" className={styles.menuGroup} aria-labelledby={`nav-group-${group.id}`} data-group={group.id}>
          <h2 id={`nav-group-${group.id}`} className={styles.menuTitle}>
            <FormattedMessage id={group.title} />
          </h2>
          {group.state === 'loading' && (
            <p className={styles.menuNote} aria-live="polite">
              <FormattedMessage id="common.loading" />
            </p>
          )}
          <ul className={styles.menuList}>
            {group.items.map((item) => (
              <li key={item.path}>
                <ConsoleLink
                  to={item.path}
                  className={`${styles.menuLink} ${group.state === 'unavailable' ? styles.menuDown : ''}`}
                  aria-current={isCurrent(item.path, path) ? 'page' : undefined}
                  onClick={onFollow}
                >
                  <FormattedMessage id={item.title} />
                </ConsoleLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
