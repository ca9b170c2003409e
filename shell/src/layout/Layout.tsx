import { Suspense } from 'react';
import {
  useLocation,
  AlertTip,
  LoadingOverlay,
  NavBar,
  ServiceSheet,
  SIDE_WINDOW_MIN_WIDTH,
  selectDirection,
  Toast,
  useAppSelector,
  type RemoteRegistryEntry,
} from '@snapmall/shared';
import { RoutePage } from '../app/RoutePage';
import { PageErrorBoundary } from '../remotes/PageErrorBoundary';
import { RemoteUnavailable } from '../remotes/RemoteUnavailable';
import { useResolvedRoute } from '../remotes/useResolvedRoute';
import styles from './Layout.module.css';
import { NotFound, PageSpinner } from './PageStatus';
import { LeftWindow, RightWindow } from './SideWindows';
import { TabBar } from './TabBar';
import { tabBar } from './tabBarConfig';
import { useHistorySync } from './useHistorySync';
import { useViewportWidth } from './useViewportWidth';

/** Nav bar, page (with its transition), tab bar and side windows around whatever the path resolves to. */
export function Layout({ registry }: { registry: RemoteRegistryEntry[] | null }) {
  const location = useLocation();
  const path = location.pathname;
  const resolved = useResolvedRoute(registry, path);
  const direction = useAppSelector(selectDirection);
  const wide = useViewportWidth() >= SIDE_WINDOW_MIN_WIDTH;
  useHistorySync(path + location.search);

  const route = resolved.status === 'ready' ? resolved.route : undefined;
  const sideWindows = wide && (route?.sideWindows ?? true);
  const title = route?.title ?? (resolved.status === 'notfound' ? 'page.notFound' : 'page.entry');
  const isTab = Boolean(route?.tab);
  const retry = resolved.status === 'unavailable' ? resolved.retry : () => window.location.reload();

  return (
    <div className={styles.app}>
      {sideWindows && <LeftWindow />}
      <div className={`${styles.column} ${isTab ? styles.withTabs : ''}`}>
        {/* A tab page opened with a query (a notice's detail) is a step below the tab: it gets a way back. */}
        <NavBar title={title} root={(isTab && !location.search) || path === '/'} />
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
        {isTab && <TabBar config={tabBar} current={path} />}
      </div>
      {sideWindows && <RightWindow />}
      <Toast />
      <AlertTip />
      <ServiceSheet />
      <LoadingOverlay />
    </div>
  );
}
