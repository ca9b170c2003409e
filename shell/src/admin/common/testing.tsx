import type { ReactElement } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { api, catalogsAdded, rootReducer, type AppStore, type Language } from '@snapmall/shared';
import { adminKitCatalogs, operatorLoggedIn, type OperatorSession } from '@snapmall/shared/admin';
import { ledgerCatalogs } from '@snapmall/shared/ledger';
import { renderWithProviders } from '@snapmall/shared/test-utils';
import { setWide, Where } from '@snapmall/shared/test-utils/admin';
import adminEn from '../../../messages/admin/en-us.json';
import adminZh from '../../../messages/admin/zh-tw.json';
import shellEn from '../../../messages/en-us.json';
import shellZh from '../../../messages/zh-tw.json';

export { setWide };

interface Options {
  roles?: OperatorSession['roles'];
  lang?: Language;
}

/**
 * The console's store as createConsoleStore makes it (the shop's, the kit's, the console's and the ledger's texts), without the
 * development checks that time every action: the catalogs are large, and on a busy machine they print warnings.
 */
function consoleStore(): AppStore {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: { user: null, token: null } },
    middleware: (getDefault) => getDefault({ serializableCheck: false, immutableCheck: false }).concat(api.middleware),
  });
  store.dispatch(catalogsAdded({ owner: 'shell', catalogs: { 'en-us': shellEn, 'zh-tw': shellZh } }));
  store.dispatch(catalogsAdded({ owner: 'admin-kit', catalogs: adminKitCatalogs }));
  store.dispatch(catalogsAdded({ owner: 'console', catalogs: { 'en-us': adminEn, 'zh-tw': adminZh } }));
  store.dispatch(catalogsAdded({ owner: 'ledger', catalogs: ledgerCatalogs }));
  return store as unknown as AppStore;
}

/** A shell console page as the console shows it: its texts, an operator with `roles` logged in, at `route`. */
export function renderConsolePage(page: ReactElement, route: string, { roles = ['owner'], lang = 'en-us' }: Options = {}) {
  const store = consoleStore();
  store.dispatch(operatorLoggedIn({ token: 'op', username: 'ana', roles }));
  return renderWithProviders(
    <>
      {page}
      <Where />
    </>,
    { route, lang, store },
  );
}

/** Where the page is now (path and query). */
export const where = (screen: { getByTestId: (id: string) => HTMLElement }) => screen.getByTestId('where').textContent;
