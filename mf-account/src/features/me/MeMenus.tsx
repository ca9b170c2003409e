import { FormattedMessage } from 'react-intl';
import { DarkModeToggle, LanguageSwitch, useNav, useT } from '@snapmall/shared';
import styles from './Me.module.css';
import type { MenuGroup, MenuItem } from './menus';

function MenuList({ items, children }: { items: MenuItem[]; children?: React.ReactNode }) {
  const nav = useNav();
  return (
    <ul className={styles.menu}>
      {items.map((item) => (
        <li key={item.path}>
          <button type="button" onClick={() => nav.navigate(item.path)}>
            <FormattedMessage id={item.label} />
            {item.note && (
              <span className={styles.note}>
                <FormattedMessage id={item.note} />
              </span>
            )}
          </button>
        </li>
      ))}
      {children}
    </ul>
  );
}

/** The other sections' pages, one navigation landmark each, named after the section. */
export function SectionMenus({ groups }: { groups: MenuGroup[] }) {
  const t = useT();
  return groups.map((group) => (
    <nav key={group.label} aria-label={t(group.label)}>
      <MenuList items={group.items} />
    </nav>
  ));
}

/** The account's own entries, then language and dark mode. */
export function AccountMenu({ items }: { items: MenuItem[] }) {
  return (
    <MenuList items={items}>
      <li className={styles.row}>
        <span>
          <FormattedMessage id="lang.label" />
        </span>
        <LanguageSwitch />
      </li>
      <li className={styles.row}>
        <DarkModeToggle />
      </li>
    </MenuList>
  );
}
