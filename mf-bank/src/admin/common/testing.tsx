import type { ReactElement } from 'react';
import { adminKitCatalogs } from '@snapmall/shared/admin';
import { renderWithProviders } from '@snapmall/shared/test-utils';
import { useLocation, type Language } from '@snapmall/shared';
import { messages } from '../../admin';

/** The window as wide (the console's table) or as a phone (cards). */
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

/** The address a page keeps its view in. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** A console page as the console shows it: the admin kit's texts and the bank's console texts, at its path. */
export function renderAdminPage(page: ReactElement, route: string, lang: Language = 'en-us') {
  return renderWithProviders(
    <>
      {page}
      <Where />
    </>,
    { route, lang, catalogs: { 'admin-kit': adminKitCatalogs, 'mf_bank/admin': messages } },
  );
}
