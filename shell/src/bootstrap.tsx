import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@snapmall/shared/theme.css';
import { App } from './app/App';
import { createShellStore } from './app/store';
import { PwaRoot, startPwa } from './pwa';
import { loadDev } from './remotes/registry';

/** Renders the shop into the page's root element. */
export function mount(root: HTMLElement) {
  const store = createShellStore();
  const app = createRoot(root);
  // The first render as a transition: React renders it in slices and gives the main thread back between them, so a
  // phone's first paint is not one long task (issue 27).
  startTransition(() =>
    app.render(
      <>
        <App store={store} />
        <PwaRoot store={store} />
      </>,
    ),
  );
  startPwa(store, () => loadDev().then(Boolean));
}
