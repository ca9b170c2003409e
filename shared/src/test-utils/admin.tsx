import { Suspense, type ReactElement } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { useLocation, type Catalogs, type Language } from '@snapmall/shared';
import { adminKitCatalogs, type CustomerTab } from '@snapmall/shared/admin';
import type { AdminUserDetail } from '@snapmall/shared/contract';
import { renderWithProviders } from './index';

/** The window as wide (the console's tables) or as a phone (cards), for the console pages' tests. */
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

/** The address a page keeps its view in (filters, tab), and where its links lead: `getByTestId('where')`. */
export function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/**
 * A remote's console page as the console shows it: the admin kit's texts and the remote's console texts (`owner`
 * as its './admin' names them, e.g. 'mf_bank/admin'), at its path, with the address beside it.
 */
export function renderRemoteAdminPage(page: ReactElement, route: string, lang: Language, owner: string, messages: Catalogs) {
  return renderWithProviders(
    <>
      {page}
      <Where />
    </>,
    { route, lang, catalogs: { 'admin-kit': adminKitCatalogs, [owner]: messages } },
  );
}

/** An operator setting a list's filters: each field found by its label and typed into, then Apply. */
export function applyFilters(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

/** A customer tab's panel as the console's customer page shows it: the remote's lazy `Panel` (admin.tsx), suspended. */
export function tabPanel(tab: CustomerTab, customer: AdminUserDetail): ReactElement {
  const { Panel } = tab;
  return (
    <Suspense fallback={null}>
      <Panel customer={customer} />
    </Suspense>
  );
}
