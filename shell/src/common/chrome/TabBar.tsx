import { useIntl } from 'react-intl';
import { selectDarkMode, selectLanguage, useAppSelector, useNav } from '@snapmall/shared';
import styles from './TabBar.module.css';
import { BADGED_TABS, TAB_ICONS, type TabBarConfig } from '../tabBar';

/**
 * Drawn from the shop's configuration (config.tabbar): colours, dark colours, border style, background, and the
 * list with texts in both languages and icon names. A tab-to-tab move replaces the last history entry.
 */
export function TabBar({ config: base, current, unread = 0 }: { config: TabBarConfig; current: string; unread?: number }) {
  const nav = useNav();
  const intl = useIntl();
  const dark = useAppSelector(selectDarkMode);
  const lang = useAppSelector(selectLanguage);
  const config = dark ? { ...base, ...base.dark } : base;
  const border = config.borderStyle === 'black' ? 'rgba(0,0,0,0.12)' : 'rgba(255,255,255,0.12)';
  return (
    <nav className={styles.tabBar} style={{ background: config.backgroundColor, borderTopColor: border }} aria-label={intl.formatMessage({ id: 'tab.label' })}>
      {config.list.map((tab) => {
        const active = tab.pagePath === current;
        const badge = BADGED_TABS.has(tab.pagePath) && unread > 0 ? unread : 0;
        const text = tab.text[lang] || tab.text['en-us'];
        return (
          <button
            key={tab.pagePath}
            type="button"
            className={styles.tab}
            style={{ color: active ? config.selectedColor : config.color }}
            aria-current={active ? 'page' : undefined}
            onClick={() => (active ? undefined : nav.switchTab(tab.pagePath))}
          >
            <span className={styles.tabIcon}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path d={TAB_ICONS[tab.icon] ?? TAB_ICONS.home} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
              </svg>
              {badge > 0 && (
                <span className={styles.badge} data-testid="tab-badge" aria-hidden="true">
                  {badge > 99 ? '99+' : badge}
                </span>
              )}
            </span>
            {/* Named by its content, not aria-label: the name then holds the text seen (WCAG 2.5.3, label in name). */}
            {badge ? (
              <>
                <span aria-hidden="true">{text}</span>
                <span className={styles.srOnly}>{intl.formatMessage({ id: 'tab.withUnread' }, { text, count: badge })}</span>
              </>
            ) : (
              text
            )}
          </button>
        );
      })}
    </nav>
  );
}
