import { Suspense, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { FormattedMessage } from 'react-intl';
import { Provider } from 'react-redux';
// Everything through the package name, so the harness uses the very singleton the remote's pages use.
import {
  AlertTip,
  api,
  Button,
  catalogsAdded,
  FLASH_KEY,
  toastShown,
  type Notice,
  Field,
  loggedIn,
  selectUser,
  useAppDispatch,
  useAppSelector,
  useLogout,
  useT,
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
import { callsOf } from '../api/calls';
import type { MockControls } from '../mock/types';
import styles from './Harness.module.css';
import mockEnUs from './messages/en-us.json';
import mockZhTw from './messages/zh-tw.json';
import { MockBar } from './MockBar';

/** The login call, for the harness's own sign-in (the account pages have theirs in mf-account). */
const harnessApi = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return { harnessLogin: call.mutation('/api/user/login', { transformResponse: (answer) => answer.userinfo }) };
  },
});

/**
 * A remote whose pages all need a customer (bank, shopping …) cannot log in by itself: the harness signs one in,
 * against the API its dev server proxies to, so QA can open those pages on their own.
 */
function SignIn() {
  const t = useT();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const logout = useLogout();
  const [login, { isLoading }] = harnessApi.useHarnessLoginMutation();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  if (user) {
    return (
      <div className={`${styles.signIn} ${styles.signedIn}`}>
        <FormattedMessage id="harness.signedInAs" values={{ name: user.username }} />
        <Button variant="secondary" onClick={logout}>
          <FormattedMessage id="harness.signOut" />
        </Button>
      </div>
    );
  }
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await login({ account: account.trim(), password });
    if ('data' in result && result.data) dispatch(loggedIn(result.data));
  };
  return (
    <form className={styles.signIn} onSubmit={submit} aria-label={t('harness.signIn')}>
      <Field label={<FormattedMessage id="harness.account" />} autoComplete="username" value={account} onValue={setAccount} />
      <Field label={<FormattedMessage id="harness.password" />} type="password" autoComplete="current-password" value={password} onValue={setPassword} />
      <Button type="submit" disabled={isLoading || !account || !password}>
        <FormattedMessage id="harness.signIn" />
      </Button>
    </form>
  );
}

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

function HarnessPage({ remote, mock }: { remote: RemoteRoutesModule; mock?: MockControls }) {
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
      {mock && <MockBar mock={mock} />}
      {!remote.routes.some((r) => r.auth === 'guest') && <SignIn />}
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

/** The message a 401 left for after its reload ("Please log in first"), shown as the shell shows it. */
function showFlash(dispatch: (action: ReturnType<typeof toastShown>) => unknown) {
  const flash = sessionStorage.getItem(FLASH_KEY);
  if (!flash) return;
  sessionStorage.removeItem(FLASH_KEY);
  try {
    const notice = JSON.parse(flash) as Notice;
    if ('text' in notice && notice.text) dispatch(toastShown(notice));
  } catch {
    // A damaged flash message is not worth an error.
  }
}

/**
 * Runs one remote on its own for QA: its pages in a plain frame with a store of their own, against the API
 * server its dev server proxies to, or (mock) against its mock in the browser, with the scenario switch and the
 * customer the mock signed in. The shell's layout, guards and other remotes are not involved.
 */
export function mountStandalone(remote: RemoteRoutesModule, element: HTMLElement, mock?: MockControls) {
  const store = makeStore();
  store.dispatch(catalogsAdded({ owner: remote.name, catalogs: remote.messages }));
  showFlash(store.dispatch);
  if (mock) {
    store.dispatch(catalogsAdded({ owner: 'harness-mock', catalogs: { 'en-us': mockEnUs, 'zh-tw': mockZhTw } }));
    if (mock.signedIn) store.dispatch(loggedIn(mock.signedIn));
  }
  createRoot(element).render(
    <Provider store={store}>
      <I18nProvider>
        <ConfirmProvider>
          <HashRouter>
            <HarnessPage remote={remote} mock={mock} />
          </HashRouter>
        </ConfirmProvider>
      </I18nProvider>
    </Provider>,
  );
  return store;
}
