import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { ConfirmProvider, HashRouter, I18nProvider, type AppStore, type RemoteRegistryEntry } from '@snapmall/shared';
import { Layout } from '../layout/Layout';
import { fetchRegistry, register } from '../remotes/registry';
import { RegistryContext } from '../remotes/RegistryContext';
import { useStartup } from './useStartup';

function Shell() {
  useStartup();
  const [registry, setRegistry] = useState<RemoteRegistryEntry[] | null>(null);
  useEffect(() => {
    fetchRegistry().then(
      (entries) => {
        register(entries);
        setRegistry(entries);
      },
      (error: unknown) => {
        // Without the registry only the shell's own pages work; remote paths say "not found" rather than hang.
        console.warn('remotes.json could not be loaded', error);
        setRegistry([]);
      },
    );
  }, []);
  return (
    <RegistryContext.Provider value={registry}>
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
