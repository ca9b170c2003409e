import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Toast, useDialog, useLocation } from '@snapmall/shared';
import { useWide } from '@snapmall/shared/admin';
import type { NavGroup } from './consoleRoutes';
import { useFocusTitle } from '../routing/useFocusTitle';
import { MessagesLink } from '../messages/MessagesLink';
import { RequestsLink } from '../approvals/RequestsLink';
import { NavMenu } from './NavMenu';
import { OperatorBox } from './OperatorBox';
import { useShopName } from './useShopName';
import styles from './Console.module.css';

/** The menu on a phone: a drawer over the page, with the operator's box; focus kept inside until it closes. */
function Drawer({ nav, path, onClose }: { nav: readonly NavGroup[]; path: string; onClose: () => void }) {
  const intl = useIntl();
  const box = useDialog<HTMLDivElement>(true, onClose);
  return (
    <div className={styles.drawerBackdrop} onClick={onClose}>
      <div
        ref={box}
        className={styles.drawer}
        role="dialog"
        aria-modal="true"
        aria-label={intl.formatMessage({ id: 'admin.nav.label' })}
        onClick={(e) => e.stopPropagation()}
      >
        <button type="button" className={styles.drawerClose} onClick={onClose}>
          <FormattedMessage id="common.close" />
        </button>
        <NavMenu groups={nav} path={path} onFollow={onClose} />
        <OperatorBox stacked />
      </div>
    </div>
  );
}

/**
 * The console's frame: a top bar (shop, "Console", the messages with their unread count, the operator, language,
 * dark mode, log out), the menu at the side on wide screens or in a drawer behind a menu button on phones, and the
 * page. A skip link leads past the menu; each move to another page takes focus to its title; the browser tab names the page.
 */
export function ConsoleLayout({ nav, title, children }: { nav: readonly NavGroup[]; title: string | null; children: ReactNode }) {
  const intl = useIntl();
  const wide = useWide();
  const location = useLocation();
  const [drawer, setDrawer] = useState(false);
  const main = useRef<HTMLElement>(null);
  const shop = useShopName();
  const consoleName = intl.formatMessage({ id: 'admin.console' });
  useFocusTitle(location.pathname + location.search, useCallback(() => main.current, []));
  const pageTitle = title ? intl.formatMessage({ id: title }) : null;
  useEffect(() => {
    document.title = [pageTitle, consoleName, shop].filter(Boolean).join(' · ');
  }, [pageTitle, consoleName, shop]);

  return (
    <div className={styles.app}>
      <a
        className={styles.skip}
        href="#main"
        onClick={(e) => {
          // The hash holds the route: focus the page instead of following the link.
          e.preventDefault();
          main.current?.focus();
        }}
      >
        <FormattedMessage id="admin.nav.skip" />
      </a>
      <header className={styles.top}>
        {!wide && (
          <button type="button" className={styles.menuButton} aria-expanded={drawer} aria-haspopup="dialog" onClick={() => setDrawer(true)}>
            <span aria-hidden="true">☰</span> <FormattedMessage id="admin.nav.menu" />
          </button>
        )}
        <p className={styles.brand}>
          <span>{shop}</span>
          <span className={styles.brandConsole}>{consoleName}</span>
        </p>
        <div className={styles.topEnd}>
          <RequestsLink />
          <MessagesLink />
          {wide && <OperatorBox />}
        </div>
      </header>
      <div className={styles.body}>
        {wide && (
          <aside className={styles.side}>
            <div className={styles.sideInner}>
              <NavMenu groups={nav} path={location.pathname} />
            </div>
          </aside>
        )}
        <main ref={main} id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
      {!wide && drawer && <Drawer nav={nav} path={location.pathname} onClose={() => setDrawer(false)} />}
      <Toast />
    </div>
  );
}
