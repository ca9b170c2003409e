import { createRoot } from 'react-dom/client';
import '@snapmall/shared/theme.css';
import { App } from './app/App';
import { createShellStore } from './app/store';
import { PwaRoot, startPwa } from './pwa';
import { loadDev } from './remotes/registry';

/** Renders the shop into the page's root element. */
export function mount(root: HTMLElement) {
  const store = createShellStore();
  createRoot(root).render(
    <>
      <App store={store} />
      <PwaRoot store={store} />
    </>,
  );
  startPwa(store, () => loadDev().then(Boolean));
}
