import { Provider } from 'react-redux';
import { ConfirmProvider, HashRouter, I18nProvider, type AppStore } from '@snapmall/shared';
import { Console } from './Console';

/** The console's providers: its own store (the shared API slice inside), texts, confirm dialog and hash router. */
export function ConsoleApp({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <I18nProvider>
        <ConfirmProvider>
          <HashRouter>
            <Console />
          </HashRouter>
        </ConfirmProvider>
      </I18nProvider>
    </Provider>
  );
}
