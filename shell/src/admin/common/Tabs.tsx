import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './Tabs.module.css';

export interface TabItem {
  id: string;
  /** Message id of the tab's name. */
  label: string;
  /** A figure shown beside the name (how many records). */
  count?: number;
}

interface TabsProps {
  /** Message id naming the set of tabs. */
  label: string;
  tabs: readonly TabItem[];
  current: string;
  onChoose: (id: string) => void;
  /** Prefix of the tabs' and panel's element ids. */
  idPrefix: string;
  children: ReactNode;
}

/**
 * Tabs by the WAI-ARIA pattern: one tab stop (the chosen tab), arrow keys, Home and End move and choose, the panel
 * named by its tab. On a phone the tabs wrap onto more rows, so every tab is in sight and in reach.
 */
export function Tabs({ label, tabs, current, onChoose, idPrefix, children }: TabsProps) {
  const intl = useIntl();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const at = Math.max(0, tabs.findIndex((t) => t.id === current));
  const choose = (index: number) => {
    const i = (index + tabs.length) % tabs.length;
    onChoose(tabs[i]!.id);
    buttons.current[i]?.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };
  const name = intl.formatMessage({ id: label });
  return (
    <section className={styles.tabs} aria-label={name}>
      <div role="tablist" className={styles.tabList} aria-label={name} onKeyDown={onKey}>
        {tabs.map((tab, i) => {
          const selected = i === at;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${idPrefix}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => !selected && choose(i)}
            >
              <FormattedMessage id={tab.label} />
              {tab.count !== undefined && <span className={styles.count}>{intl.formatNumber(tab.count)}</span>}
            </button>
          );
        })}
      </div>
      {tabs[at] && (
        <div role="tabpanel" id={`${idPrefix}-panel-${tabs[at].id}`} aria-labelledby={`${idPrefix}-tab-${tabs[at].id}`} className={styles.panel}>
          {children}
        </div>
      )}
    </section>
  );
}
