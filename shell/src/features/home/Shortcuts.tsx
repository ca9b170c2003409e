import { useContext } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNav, type RemoteRegistryEntry } from '@snapmall/shared';
import { TAB_ICONS } from '../../common/tabBar';
import { useRemoteHealth } from '../../routing/health';
import { RegistryContext, useReachable } from '../../routing/registry';
import { ownerOf } from '../../routing/owner';
import { useNavigationFilter, useShopConfig } from '../../common/config/useShopConfig';
import { useUnreadCount } from '../../common/unread';
import styles from './Home.module.css';

interface Shortcut {
  path: string;
  label: string;
  /** 24 × 24 stroke icon. */
  icon: string;
}

export const SHORTCUTS: Shortcut[] = [
  { path: '/pages/bank/deposit', label: 'home.deposit', icon: 'M12 3v18M3 12h18' },
  { path: '/pages/bank/withdraw', label: 'home.withdraw', icon: 'M12 20V6m-6 6 6-6 6 6M4 3h16' },
  { path: '/contact', label: 'home.service', icon: TAB_ICONS.service },
  { path: '/pages/index/app', label: 'home.download', icon: 'M12 4v11m-5-5 5 5 5-5M4 20h16' },
  { path: '/pages/signin/index', label: 'home.signin', icon: 'M4 6h16v14H4zm0 4h16M8 3v5m8-5v5m-7 7 2 2 4-4' },
  { path: '/pages/message/index', label: 'home.messages', icon: TAB_ICONS.message },
];

/**
 * Shortcuts to what is deployed and switched on: deposit, withdraw, customer service, download, sign-in and
 * messages. One whose remote is down stays in its place and says so (tapping it offers the retry).
 */
export function Shortcuts() {
  const nav = useNav();
  const config = useShopConfig();
  const shown = useNavigationFilter();
  const registry = useContext(RegistryContext);
  const reachable = useReachable();
  const unread = useUnreadCount();
  const list = SHORTCUTS.filter(
    (s) =>
      shown(s.path) &&
      (s.path !== '/pages/signin/index' || config?.sign_in.enabled !== false) &&
      // While remotes.json loads, hold every place; then drop what no deployed part answers.
      (registry === null || reachable(s.path)),
  );
  const owners = registry ? list.map((s) => ownerOf(registry, s.path)).filter((o): o is RemoteRegistryEntry => Boolean(o)) : [];
  const health = useRemoteHealth([...new Map(owners.map((o) => [o.name, o])).values()]);
  return (
    <section aria-labelledby="shortcuts">
      <h2 id="shortcuts" className={styles.heading}>
        <FormattedMessage id="home.shortcuts" />
      </h2>
      <div className={styles.shortcuts}>
        {list.map((s) => {
          const owner = registry ? ownerOf(registry, s.path) : undefined;
          const down = owner ? health.get(owner.name) === 'down' : false;
          const badge = s.path === '/pages/message/index' ? unread : 0;
          const noteId = `shortcut-note-${s.label}`;
          return (
            <button
              key={s.path}
              type="button"
              className={`${styles.shortcut} ${down ? styles.down : ''}`}
              onClick={() => nav.navigate(s.path)}
              aria-describedby={down || badge ? noteId : undefined}
              data-testid={`shortcut-${s.path}`}
            >
              <span className={styles.glyph} aria-hidden="true">
                <svg viewBox="0 0 24 24" width="22" height="22">
                  <path d={s.icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                {badge > 0 && <span className={styles.glyphBadge}>{badge > 99 ? '99+' : badge}</span>}
              </span>
              <FormattedMessage id={s.label} />
              {down && (
                <span id={noteId} className={styles.downNote}>
                  <FormattedMessage id="home.unavailable" />
                </span>
              )}
              {!down && badge > 0 && (
                <span id={noteId} className={styles.srOnly}>
                  <FormattedMessage id="message.unreadCount" values={{ count: badge }} />
                </span>
              )}
            </button>
          );
        })}
      </div>
    </section>
  );
}
