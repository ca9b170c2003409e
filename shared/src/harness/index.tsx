import { Suspense, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { FormattedMessage } from 'react-intl';
import { Provider } from 'react-redux';
// Everything through the package name, so the harness uses the very singleton the remote's pages use.
import {
  AlertTip,
  catalogsAdded,
  ConfirmProvider,
  HashRouter,
  I18nProvider,
  LanguageSwitch,
  LoadingOverlay,
  makeStore,
  NavBar,
  ServiceSheet,
  Toast,
  useLocation,
  useNav,
  type RemoteRoutesModule,
} from '@snapmall/shared';
import styles from './Harness.module.css';

function RouteList({ remote }: { remote: RemoteRoutesModule }) {
  const nav = useNav();
  return (
    <ul className={styles.list}>
      {remote.routes.map((route) => (
        <li key={route.path}>
          <button type="button" onClick={() => nav.navigate(route.path)}>
            <FormattedMessage id={route.title} /> <code>{route.path}</code>
          </button>
        </li>
      ))}
    </ul>
  );
}

function HarnessPage({ remote }: { remote: RemoteRoutesModule }) {
  const location = useLocation();
  const route = remote.routes.find((r) => r.path === location.pathname);
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(location.search)), [location.search]);
  const Page = route?.component;
  return (
    <div className={styles.column}>
      <NavBar title={route?.title ?? 'app.name'} root={!route} />
      <div className={styles.toolbar}>
        <strong>{remote.name}</strong> <LanguageSwitch />
      </div>
      {Page ? (
        <Suspense fallback={null}>
          <Page query={query} />
        </Suspense>
      ) : (
        <RouteList remote={remote} />
      )}
      <Toast />
      <AlertTip />
      <ServiceSheet />
      <LoadingOverlay />
    </div>
  );
}

/**
 * Runs one remote on its own for QA: its pages in a plain frame with a store of their own, against the API
 * server its dev server proxies to. The shell's layout, guards and other remotes are not involved.
 */
export function mountStandalone(remote: RemoteRoutesModule, element: HTMLElement) {
  const store = makeStore();
  store.dispatch(catalogsAdded({ owner: remote.name, catalogs: remote.messages }));
  createRoot(element).render(
    <Provider store={store}>
      <I18nProvider>
        <ConfirmProvider>
          <HashRouter>
            <HarnessPage remote={remote} />
          </HashRouter>
        </ConfirmProvider>
      </I18nProvider>
    </Provider>,
  );
  return store;
}
