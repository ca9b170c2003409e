import { setupListeners } from '@reduxjs/toolkit/query';
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
  createRoot(root).render(<ConsoleApp store={store} />);
}
