import type { ReactElement } from 'react';
import { useLocation, type Language } from '@snapmall/shared';
import { operatorLoggedIn, type OperatorSession } from '@snapmall/shared/admin';
import { renderWithProviders } from '@snapmall/shared/test-utils';
import { createConsoleStore } from '../app/store';

/** The window as wide (the console's tables) or as a phone (cards). */
export function setWide(on: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: on,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

/** The address a page keeps its view in (filters, tab), and where its links lead. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

interface Options {
  roles?: OperatorSession['roles'];
  lang?: Language;
}

/**
 * A shell console page as the console shows it: the console's own store (the shop's, the kit's and the console's
 * texts, as createConsoleStore loads them), an operator with `roles` logged in, at `route`.
 */
export function renderConsolePage(page: ReactElement, route: string, { roles = ['owner'], lang = 'en-us' }: Options = {}) {
  const store = createConsoleStore();
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
