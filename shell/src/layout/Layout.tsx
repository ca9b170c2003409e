import { lazy, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import {
  useLocation,
  AlertTip,
  CONTACT_PATH,
  HOME_PATH,
  useNav,
  LoadingOverlay,
  NavBar,
  selectLoggedIn,
  ServiceSheet,
  SIDE_WINDOW_MIN_WIDTH,
  selectDirection,
  Toast,
  useAppSelector,
  type RemoteRegistryEntry,
} from '@snapmall/shared';
import { RoutePage } from '../app/RoutePage';
import { useTabBar } from '../features/config/useShopConfig';
import { useUnreadCount } from '../features/message/unreadApi';
import { PageErrorBoundary } from '../remotes/PageErrorBoundary';
import { RemoteUnavailable } from '../remotes/RemoteUnavailable';
import { useResolvedRoute } from '../remotes/useResolvedRoute';
import styles from './Layout.module.css';
import { NotFound, PageSpinner } from './PageStatus';
import { LeftWindow, RightWindow } from './SideWindows';
import { TabBar } from './TabBar';
import { useHistorySync } from './useHistorySync';
import { useViewportWidth } from './useViewportWidth';

/**
 * Below this width only the menu window shows, narrowed, so the page keeps a phone's width (≥ 372 px); from here
 * both windows fit beside a page of at least 428 px.
 */
export const BOTH_SIDE_WINDOWS_MIN_WIDTH = 900;

/** Only a logged-in customer has messages: a visitor's first page loads none of this. */
const MessageBell = lazy(() => import('../features/message/MessageBell'));

/** Nav bar, page (with its transition), tab bar and side windows around whatever the path resolves to. */
export function Layout({ registry }: { registry: RemoteRegistryEntry[] | null }) {
  const location = useLocation();
  const path = location.pathname;
  const resolved = useResolvedRoute(registry, path);
  const direction = useAppSelector(selectDirection);
  const width = useViewportWidth();
  const wide = width >= SIDE_WINDOW_MIN_WIDTH;
  const both = width >= BOTH_SIDE_WINDOWS_MIN_WIDTH;
  const intl = useIntl();
  const tabBar = useTabBar();
  const loggedIn = useAppSelector(selectLoggedIn);
  const unread = useUnreadCount();
  useHistorySync(path + location.search);
  const nav = useNav();
  // "/contact" typed in the address bar: customer service opens over home, as from a link.
  useEffect(() => {
    if (path !== CONTACT_PATH) return;
    nav.redirect(HOME_PATH);
    nav.openContact();
  }, [path, nav]);

  const route = resolved.status === 'ready' ? resolved.route : undefined;
  const sideWindows = wide && (route?.sideWindows ?? true);
  const title = route?.title ?? (resolved.status === 'notfound' ? 'page.notFound' : 'page.entry');
  // A tab page: one the route table marks, or any the operator put in the tab bar (config.tabbar).
  const isTab = Boolean(route) && (Boolean(route?.tab) || tabBar.list.some((t) => t.pagePath === path));
  // The browser tab names the page, in the current language.
  const pageTitle = intl.formatMessage({ id: title });
  const siteName = intl.formatMessage({ id: 'app.name' });
  useEffect(() => {
    document.title = pageTitle === siteName ? siteName : `${pageTitle} · ${siteName}`;
  }, [pageTitle, siteName]);
  const retry = resolved.status === 'unavailable' ? resolved.retry : () => window.location.reload();

  return (
    <div className={styles.app}>
      {sideWindows && <LeftWindow narrow={!both} />}
      <div className={`${styles.column} ${isTab ? styles.withTabs : ''}`}>
        {/* A tab page opened with a query (a notice's detail) is a step below the tab: it gets a way back. */}
        <NavBar
          title={title}
          root={(isTab && !location.search) || path === '/'}
          end={
            loggedIn && path !== '/pages/message/index' ? (
              <Suspense fallback={null}>
                <MessageBell />
              </Suspense>
            ) : undefined
          }
        />
        <main key={location.key} className={`${styles.page} ${direction !== 'none' ? styles[direction] : ''}`}>
          {resolved.status === 'loading' && <PageSpinner />}
          {resolved.status === 'notfound' && <NotFound />}
          {resolved.status === 'unavailable' && <RemoteUnavailable onRetry={resolved.retry} />}
          {route && (
            <PageErrorBoundary key={path} onRetry={retry}>
              <Suspense fallback={<PageSpinner />}>
                <RoutePage route={route} />
              </Suspense>
            </PageErrorBoundary>
          )}
        </main>
        {isTab && <TabBar config={tabBar} current={path} unread={unread} />}
      </div>
      {sideWindows && both && <RightWindow />}
      <Toast />
      <AlertTip />
      <ServiceSheet />
      <LoadingOverlay />
    </div>
  );
}
