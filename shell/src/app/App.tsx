import { lazy, Suspense, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import {
  ConfirmProvider,
  HashRouter,
  I18nProvider,
  selectLoggedIn,
  selectToken,
  useAppSelector,
  useLocation,
  type AppStore,
  type RemoteRegistryEntry,
} from '@snapmall/shared';
import { useConfigRefresh } from '../common/config/useConfigRefresh';
import { Layout } from '../layout/Layout';
import { forgetServiceWorker } from '../pwa/serviceWorker';
import { DevStatus } from '../remotes/dev/DevStatus';
import { PreviewStatus } from '../remotes/PreviewStatus';
import { loadRegistry } from '../remotes/registry';
import { useIdlePreload } from '../remotes/useIdlePreload';
import { useResolvedRoute } from '../remotes/useResolvedRoute';
import { RegistryContext } from '../routing/registry';
import { ResolvedPage } from './ResolvedPage';
import { shellRoutes } from './routes';
import { useStartup } from './useStartup';

/** Keeps the unread count current; loaded only once someone is logged in. */
const UnreadPoller = lazy(() => import('../features/message/poller'));
/** Only a logged-in customer has messages: a visitor's first page loads none of this. */
const MessageBell = lazy(() => import('../features/message/MessageBell'));

function useRegistry(): RemoteRegistryEntry[] | null {
  const [registry, setRegistry] = useState<RemoteRegistryEntry[] | null>(null);
  useEffect(() => {
    loadRegistry().then(
      (entries) => setRegistry(entries),
      (error: unknown) => {
        // Without the registry only the shell's own pages work; remote paths say "not found" rather than hang.
        console.warn('remotes.json could not be loaded', error);
        setRegistry([]);
      },
    );
  }, []);
  return registry;
}

function Shell() {
  useStartup();
  useConfigRefresh();
  const hasToken = Boolean(useAppSelector(selectToken));
  const loggedIn = useAppSelector(selectLoggedIn);
  const registry = useRegistry();
  useIdlePreload(registry);
  const location = useLocation();
  const resolved = useResolvedRoute(registry, location.pathname, shellRoutes, location.search);
  const bell = loggedIn ? (
    <Suspense fallback={null}>
      <MessageBell />
    </Suspense>
  ) : undefined;
  return (
    <RegistryContext.Provider value={registry}>
      {hasToken && (
        <Suspense fallback={null}>
          <UnreadPoller />
        </Suspense>
      )}
      <Layout route={resolved.status === 'ready' ? resolved.route : undefined} notFound={resolved.status === 'notfound'} bell={bell} banner={<><PreviewStatus /><DevStatus forgetWorker={forgetServiceWorker} /></>}>
        <ResolvedPage resolved={resolved} />
      </Layout>
    </RegistryContext.Provider>
  );
}

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <I18nProvider>
        <ConfirmProvider>
          <HashRouter>
            <Shell />
          </HashRouter>
        </ConfirmProvider>
      </I18nProvider>
    </Provider>
  );
}
