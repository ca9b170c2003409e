import { configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import {
  api,
  catalogsAdded,
  darkModeChanged,
  languageChanged,
  rootReducer,
  STORAGE_KEYS,
  writeStored,
  type AppStore,
} from '@snapmall/shared';
import { adminKitCatalogs, operatorLoggedIn, operatorLoggedOut, selectOperator, storeOperatorSession, type AdminRootState } from '@snapmall/shared/admin';
import { ledgerCatalogs } from '@snapmall/shared/ledger';
import adminEn from '../../../messages/admin/en-us.json';
import adminZh from '../../../messages/admin/zh-tw.json';
import shellEn from '../../../messages/en-us.json';
import shellZh from '../../../messages/zh-tw.json';

/**
 * Keeps what the console changes: the operator's session under its own key (never the customer's), and the
 * language and dark mode under the shop's keys (one person's browser, one preference).
 */
const persistence = createListenerMiddleware();
persistence.startListening({
  matcher: isAnyOf(operatorLoggedIn, operatorLoggedOut),
  effect: (_action, listener) => storeOperatorSession(selectOperator(listener.getState() as AdminRootState)),
});
persistence.startListening({
  matcher: isAnyOf(languageChanged, darkModeChanged),
  effect: (action) => {
    if (languageChanged.match(action)) writeStored(STORAGE_KEYS.language, action.payload);
    else if (darkModeChanged.match(action)) writeStored(STORAGE_KEYS.darkMode, action.payload);
  },
});

/**
 * The console's store: the shop's root reducer and API slice (so a remote's injected endpoints work here too), but
 * none of the customer's session. The customer's persistence is not installed, so nothing here writes the
 * customer's keys: a 401 in the console (which clears `session`) leaves a customer logged in to the shop.
 */
export function createConsoleStore(): AppStore {
  const store = configureStore({
    reducer: rootReducer,
    // The customer's session, read from the shop's keys by the slice's own start, is never the console's.
    preloadedState: { session: { user: null, token: null } },
    middleware: (getDefault) => getDefault().prepend(persistence.middleware).concat(api.middleware),
  });
  const shell = {
    // The remote-unavailable page speaks of the console here, not of the shop.
    'en-us': { ...shellEn, 'remote.unavailable.text': adminEn['admin.remote.unavailable.text'] },
    'zh-tw': { ...shellZh, 'remote.unavailable.text': adminZh['admin.remote.unavailable.text'] },
  };
  store.dispatch(catalogsAdded({ owner: 'shell', catalogs: shell }));
  store.dispatch(catalogsAdded({ owner: 'admin-kit', catalogs: adminKitCatalogs }));
  store.dispatch(catalogsAdded({ owner: 'console', catalogs: { 'en-us': adminEn, 'zh-tw': adminZh } }));
  // The ledger's words, for the customer page's statement (the bank's console pages bring them too).
  store.dispatch(catalogsAdded({ owner: 'ledger', catalogs: ledgerCatalogs }));
  return store;
}
