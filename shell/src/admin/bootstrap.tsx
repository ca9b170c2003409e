import { setupListeners } from '@reduxjs/toolkit/query';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@snapmall/shared/theme.css';
import { ConsoleApp } from './app/ConsoleApp';
import { installOperatorRequests } from './app/operatorRequests';
import { createConsoleStore } from './app/store';

/** Renders the operator console into the page's root element. */
export function mount(root: HTMLElement) {
  const store = createConsoleStore();
  installOperatorRequests(store);
  // Lists on screen are fetched again when the connection returns (the api slice's refetchOnReconnect).
  setupListeners(store.dispatch);
  const app = createRoot(root);
  // The first render as a transition: React renders it in slices and gives the main thread back between them, so a
  // phone's first paint is not one long task (issue 27).
  startTransition(() => app.render(<ConsoleApp store={store} />));
}
