import { act, fireEvent, screen, within } from '@testing-library/react';
import { mockApi } from '@snapmall/shared/test-utils';
import { renderConsolePage } from '../../common/testing';
import { shopConfig } from '../config/configFixture';
import ServicePage from './ServicePage';

const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

it('starts from the entries customers see now, refuses an address to another host beside it, and saves the base key', async () => {
  const { bodies } = mockApi({
    '/api/admin/config/get': () => ({ data: shopConfig() }),
    // None configured: the shop's defaults (a javascript: one is dropped by the shop's own call, as customers get it).
    '/api/common/customer': () => ({ data: [{ name: 'Live chat', url: 'https://chat.example/snapmall' }, { name: 'Evil', url: 'javascript:alert(1)' }] }),
    '/api/admin/config/save': () => ({ data: { key: 'base' } }),
  });
  renderConsolePage(<ServicePage />, '/content/service', { roles: ['content'] });
  expect((await screen.findByTestId('service-defaults')).textContent).toBe('Live chat https://chat.example/snapmall');
  fireEvent.click(screen.getByRole('button', { name: 'Start from these' }));
  const entry1 = within(screen.getByRole('group', { name: 'Entry 1' }));
  expect((entry1.getByLabelText('Name (Chinese)') as HTMLInputElement).value).toBe('Live chat');

  fireEvent.click(screen.getByRole('button', { name: 'Add an entry' }));
  const entry2 = within(screen.getByRole('group', { name: 'Entry 2' }));
  fireEvent.change(entry2.getByLabelText('Name (English)'), { target: { value: 'Mail us' } });
  const address = entry2.getByLabelText('Address');
  fireEvent.change(address, { target: { value: '//evil.example' } });
  // Not a link customers could follow, so nothing to try.
  expect(entry2.queryByRole('link')).toBeNull();
  await save();
  expect(bodies('/api/admin/config/save')).toHaveLength(0);
  expect(address.getAttribute('aria-invalid')).toBe('true');
  expect(entry2.getByText('Use https://…, http://…, a path on the shop, mailto: or tel:')).toBeTruthy();

  fireEvent.change(address, { target: { value: 'mailto:help@snapmall.example' } });
  expect(entry2.getByRole('link').getAttribute('href')).toBe('mailto:help@snapmall.example');
  await save();
  expect(bodies('/api/admin/config/save')[0]).toEqual({
    key: 'base',
    value: {
      site_name: { 'en-us': 'SnapMall', 'zh-tw': '快購商城' },
      website: 'https://snapmall.example',
      services: [
        { name: { 'en-us': 'Live chat', 'zh-tw': 'Live chat' }, url: 'https://chat.example/snapmall' },
        { name: { 'en-us': 'Mail us', 'zh-tw': '' }, url: 'mailto:help@snapmall.example' },
      ],
    },
    lang: 'en-us',
  });
});

it("shows the server's words beside the entry it names", async () => {
  const services = [{ name: { 'en-us': 'Chat', 'zh-tw': '客服' }, url: 'https://chat.example' }];
  mockApi({
    '/api/admin/config/get': () => ({ data: shopConfig({ base: { ...shopConfig().base, services } }) }),
    '/api/common/customer': () => ({ data: [{ name: 'Chat', url: 'https://chat.example' }] }),
    '/api/admin/config/save': () => ({ status: 422, code: 422, msg: 'Not valid', errors: { 'value.services.0.url': ['Not valid'] } }),
  });
  renderConsolePage(<ServicePage />, '/content/service', { roles: ['content'] });
  const entry1 = within(await screen.findByRole('group', { name: 'Entry 1' }));
  fireEvent.change(entry1.getByLabelText('Address'), { target: { value: 'https://chat.example/new' } });
  await save();
  expect(entry1.getByLabelText('Address').getAttribute('aria-invalid')).toBe('true');
  expect(entry1.getByText('Not valid')).toBeTruthy();
  expect(screen.queryByTestId('form-error')).toBeNull();
});

it('says when the stored website blocks the save, with the way to correct it', async () => {
  const { bodies } = mockApi({
    // Stored before links were checked: the base key's schema refuses it now.
    '/api/admin/config/get': () => ({ data: shopConfig({ base: { ...shopConfig().base, website: 'javascript:alert(1)' } }) }),
    '/api/common/customer': () => ({ data: [] }),
  });
  renderConsolePage(<ServicePage />, '/content/service', { roles: ['content'] });
  fireEvent.click(await screen.findByRole('button', { name: 'Add an entry' }));
  const entry1 = within(screen.getByRole('group', { name: 'Entry 1' }));
  fireEvent.change(entry1.getByLabelText('Name (English)'), { target: { value: 'Call us' } });
  fireEvent.change(entry1.getByLabelText('Address'), { target: { value: 'tel:+886212345678' } });
  await save();
  expect(bodies('/api/admin/config/save')).toHaveLength(0);
  expect(within(screen.getByTestId('service-base-invalid')).getByRole('link').getAttribute('href')).toBe('#/content/config?key=base');
});
