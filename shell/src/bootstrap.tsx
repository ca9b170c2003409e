import { createRoot } from 'react-dom/client';
import '@snapmall/shared/theme.css';
import { App } from './app/App';
import { createShellStore } from './app/store';
import { PwaRoot, startPwa } from './pwa';

const store = createShellStore();
createRoot(document.getElementById('root')!).render(
  <>
    <App store={store} />
    <PwaRoot store={store} />
  </>,
);
startPwa(store);
