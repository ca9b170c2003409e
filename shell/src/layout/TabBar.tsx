import { FormattedMessage } from 'react-intl';
import { selectDarkMode, useAppSelector, useNav } from '@snapmall/shared';
import styles from './Layout.module.css';
import { TAB_ICONS, type TabBarConfig } from './tabBarConfig';

/** Built from configuration; a tab-to-tab move replaces the last history entry. */
export function TabBar({ config: base, current }: { config: TabBarConfig; current: string }) {
  const nav = useNav();
  const dark = useAppSelector(selectDarkMode);
  const config = dark ? { ...base, ...base.dark } : base;
  const border = config.borderStyle === 'black' ? 'rgba(0,0,0,0.12)' : 'rgba(255,255,255,0.12)';
  return (
    <nav className={styles.tabBar} style={{ background: config.backgroundColor, borderTopColor: border }}>
      {config.list.map((tab) => {
        const active = tab.pagePath === current;
        return (
          <button
            key={tab.pagePath}
            type="button"
            className={styles.tab}
            style={{ color: active ? config.selectedColor : config.color }}
            aria-current={active ? 'page' : undefined}
            onClick={() => (active ? undefined : nav.switchTab(tab.pagePath))}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path d={TAB_ICONS[tab.icon]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
            </svg>
            <FormattedMessage id={tab.text} />
          </button>
        );
      })}
    </nav>
  );
}
