import { lazy, Suspense, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { ConfirmProvider, HashRouter, I18nProvider, selectToken, useAppSelector, type AppStore, type RemoteRegistryEntry } from '@snapmall/shared';
import { useConfigRefresh } from '../features/config/useConfigRefresh';
import { Layout } from '../layout/Layout';
import { loadRegistry } from '../remotes/registry';
import { useIdlePreload } from '../remotes/useIdlePreload';
import { RegistryContext } from '../remotes/RegistryContext';
import { useStartup } from './useStartup';

/** Keeps the unread count current; loaded only once someone is logged in. */
const UnreadPoller = lazy(() => import('../features/message/poller'));

function Shell() {
  useStartup();
  useConfigRefresh();
  const loggedIn = Boolean(useAppSelector(selectToken));
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
  useIdlePreload(registry);
  return (
    <RegistryContext.Provider value={registry}>
      {loggedIn && (
        <Suspense fallback={null}>
          <UnreadPoller />
        </Suspense>
      )}
      <Layout registry={registry} />
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
