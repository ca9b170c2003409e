import { setupListeners } from '@reduxjs/toolkit/query';
import { Provider } from 'react-redux';
import { I18nProvider, type AppStore } from '@snapmall/shared';
import { PwaBanner } from './PwaBanner';
import { registerServiceWorker } from './serviceWorker';

/**
 * The installable, offline side of the shell: the service worker (production builds only: the dev server has
 * none) and queries that refetch when the connection returns (RTK Query's listeners; the api slice refetches on
 * reconnect).
 */
export function startPwa(store: AppStore): void {
  setupListeners(store.dispatch);
  if (process.env.NODE_ENV === 'production') registerServiceWorker();
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
