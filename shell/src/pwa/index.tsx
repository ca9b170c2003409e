import { setupListeners } from '@reduxjs/toolkit/query';
import { Provider } from 'react-redux';
import { I18nProvider, type AppStore } from '@snapmall/shared';
import { PwaBanner } from './PwaBanner';
import { forgetServiceWorker, registerServiceWorker } from './serviceWorker';

/**
 * The installable, offline side of the shell: the service worker (production builds only: the dev server has
 * none) and queries that refetch when the connection returns (RTK Query's listeners; the api slice refetches on
 * reconnect).
 */
export function startPwa(store: AppStore, inDevSession: () => Promise<boolean>): void {
  setupListeners(store.dispatch);
  if (process.env.NODE_ENV !== 'production') return;
  // A browser in a dev session (issue 29) runs without the worker, loaded afresh if the worker served this page.
  inDevSession().then(
    (dev) => (dev ? forgetServiceWorker().then((controlled) => controlled && window.location.reload()) : registerServiceWorker()),
    () => registerServiceWorker(),
  );
}

/** Rendered beside the app, with the same store and texts. */
export function PwaRoot({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <I18nProvider>
        <PwaBanner />
      </I18nProvider>
    </Provider>
  );
}
