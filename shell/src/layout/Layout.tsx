import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  useLocation,
  AlertTip,
  CONTACT_PATH,
  HOME_PATH,
  useNav,
  LoadingOverlay,
  NavBar,
  ServiceSheet,
  SIDE_WINDOW_MIN_WIDTH,
  selectDirection,
  Toast,
  useAppSelector,
  type RemoteRoute,
} from '@snapmall/shared';
import { useTabBar } from '../common/config/useShopConfig';
import { useUnreadCount } from '../common/unread';
import { MESSAGE_PATH, NO_SIDE_WINDOW_PATHS } from '../routing/paths';
import styles from './Layout.module.css';
import { LeftWindow, RightWindow } from './SideWindows';
import { TabBar } from '../common/chrome/TabBar';
import { useHistorySync } from './useHistorySync';
import { useViewportWidth } from './useViewportWidth';

interface LayoutProps {
  /** The route the path resolved to; undefined while it loads, when it is unknown or its remote is down. */
  route: RemoteRoute | undefined;
  /** No page answers the path. */
  notFound: boolean;
  /** The nav bar's way to the messages, when someone is logged in (not drawn on the message center itself). */
  bell?: ReactNode;
  /** A bar above the nav bar on every page (the preview of a release, when this tab follows a preview link). */
  banner?: ReactNode;
  /** The page, or what stands in for it (the app resolves the path and composes it). */
  children: ReactNode;
}

/** Nav bar, page (with its transition), tab bar and side windows around whatever the path resolves to. */
export function Layout({ route, notFound, bell, banner, children }: LayoutProps) {
  const location = useLocation();
  const path = location.pathname;
  const direction = useAppSelector(selectDirection);
  const width = useViewportWidth();
  const wide = width >= SIDE_WINDOW_MIN_WIDTH;
  const intl = useIntl();
  const tabBar = useTabBar();
  const unread = useUnreadCount();
  useHistorySync(path + location.search);
  const nav = useNav();
  // "/contact" typed in the address bar: customer service opens over home, as from a link.
  useEffect(() => {
    if (path !== CONTACT_PATH) return;
    nav.redirect(HOME_PATH);
    nav.openContact();
  }, [path, nav]);

  const sideWindows = wide && (route?.sideWindows ?? !NO_SIDE_WINDOW_PATHS.includes(path));
  const title = route?.title ?? (notFound ? 'page.notFound' : 'page.entry');
  // A tab page: one the route table marks, or any the operator put in the tab bar (config.tabbar).
  const isTab = Boolean(route) && (Boolean(route?.tab) || tabBar.list.some((t) => t.pagePath === path));
  // The browser tab names the page, in the current language.
  const pageTitle = intl.formatMessage({ id: title });
  const siteName = intl.formatMessage({ id: 'app.name' });
  useEffect(() => {
    document.title = pageTitle === siteName ? siteName : `${pageTitle} · ${siteName}`;
  }, [pageTitle, siteName]);

  return (
    <div className={styles.app}>
      {sideWindows && <LeftWindow />}
      <div className={`${styles.column} ${isTab ? styles.withTabs : ''}`}>
        {banner}
        {/* A tab page opened with a query (a notice's detail) is a step below the tab: it gets a way back. */}
        <NavBar title={title} root={(isTab && !location.search) || path === '/'} end={path !== MESSAGE_PATH ? bell : undefined} />
        <main key={location.key} className={`${styles.page} ${direction !== 'none' ? styles[direction] : ''}`}>
          {children}
        </main>
        {isTab && <TabBar config={tabBar} current={path} unread={unread} />}
      </div>
      {sideWindows && <RightWindow />}
      <Toast />
      <AlertTip />
      <ServiceSheet />
      <LoadingOverlay />
    </div>
  );
}
