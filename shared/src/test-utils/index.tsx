import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { catalogsAdded, ConfirmProvider, I18nProvider, languageChanged, makeStore, type Catalogs, type Language } from '@snapmall/shared';

interface Options {
  route?: string;
  lang?: Language;
  catalogs?: Record<string, Catalogs>;
  store?: ReturnType<typeof makeStore>;
}

/** Renders UI inside the same providers the shell gives a page: store, translations, confirm dialog, router. */
export function renderWithProviders(ui: ReactElement, { route = '/', lang = 'en-us', catalogs = {}, store = makeStore() }: Options = {}) {
  for (const [owner, c] of Object.entries(catalogs)) store.dispatch(catalogsAdded({ owner, catalogs: c }));
  store.dispatch(languageChanged(lang));
  const result = render(
    <Provider store={store}>
      <I18nProvider>
        <ConfirmProvider>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </ConfirmProvider>
      </I18nProvider>
    </Provider>,
  );
  return { ...result, store };
}
export { confirmWith, mockApi, settle, storeWithUser } from './mockApi';
export { afterPrefetch } from './prefetch';
