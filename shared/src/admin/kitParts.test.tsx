import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { adminKitCatalogs } from './catalogs';
import { AddLink } from './ConsoleLink';
import { FormSection } from './FormSection';
import { Loaded } from './Loaded';
import { saveBody } from './saveBody';

const TEXTS = { 'test.failed': 'The games could not be read', 'test.new': 'New brand', 'test.names': 'Names', 'test.rule': 'Both languages' };
const CATALOGS = { 'admin-kit': adminKitCatalogs, test: { 'en-us': TEXTS, 'zh-tw': TEXTS } };

describe("the admin kit's form and page parts", () => {
  it('saveBody: the id only when changing, the texts trimmed, the switch as 1 or 0', () => {
    const values = { name_en: '  Tea ', name_zh: '茶 ', note: 'kept out', enabled: true };
    expect(saveBody(values, 4, ['name_en', 'name_zh'])).toEqual({ id: 4, name_en: 'Tea', name_zh: '茶', enabled: 1 });
    expect(saveBody({ ...values, enabled: false }, undefined, ['name_en'])).toEqual({ name_en: 'Tea', enabled: 0 });
  });

  it("Loaded: loading, then the server's words or the page's with a retry, then the view, kept when a refetch fails", () => {
    const retry = jest.fn();
    const show = (props: { ready: boolean; error?: unknown }) =>
      renderWithProviders(
        <Loaded {...props} retry={retry} failed="test.failed">
          <p>the view</p>
        </Loaded>,
        { catalogs: CATALOGS },
      ).unmount;
    let unmount = show({ ready: false });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    unmount();
    unmount = show({ ready: false, error: { message: 'Not allowed' } });
    expect(screen.getByRole('alert').textContent).toBe('Not allowed');
    unmount();
    unmount = show({ ready: false, error: { status: 500 } });
    expect(screen.getByRole('alert').textContent).toBe('The games could not be read');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    unmount();
    unmount = show({ ready: true });
    expect(screen.getByText('the view')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    // A refetch that fails after the data came keeps the view (a form being edited) under the failure.
    show({ ready: true, error: { status: 500 } });
    expect(screen.getByRole('alert').textContent).toBe('The games could not be read');
    expect(screen.getByText('the view')).toBeTruthy();
  });

  it('FormSection names its fields by its legend, with its rule under it; AddLink is a link to the new record page', () => {
    renderWithProviders(
      <>
        <FormSection title="test.names" note="test.rule" data-testid="names">
          <input aria-label="English" />
        </FormSection>
        <AddLink to="/shop/brands/new" label="test.new" />
      </>,
      { catalogs: CATALOGS },
    );
    const group = screen.getByRole('group', { name: 'Names' });
    expect(group.textContent).toContain('Both languages');
    expect(group.getAttribute('data-testid')).toBe('names');
    expect(screen.getByRole('link', { name: 'New brand' }).getAttribute('href')).toBe('#/shop/brands/new');
  });
});
