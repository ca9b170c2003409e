import { act, fireEvent, screen, within } from '@testing-library/react';
import { mockApi } from '@snapmall/shared/test-utils';
import { TAB_ICON_NAMES } from '@snapmall/shared/contract';
import { renderConsolePage } from '../../common/testing';
import { TAB_ICONS } from '../../../common/tabBar';
import adminEn from '../../../../messages/admin/en-us.json';
import adminZh from '../../../../messages/admin/zh-tw.json';
import { shopConfig } from './configFixture';
import ConfigPage from './ConfigPage';

/** A value as jsonb answers it: each object's keys shorter first, then by their bytes. */
function asJsonb(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asJsonb);
  if (!value || typeof value !== 'object') return value;
  const keys = Object.keys(value).sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
  return Object.fromEntries(keys.map((k) => [k, asJsonb((value as Record<string, unknown>)[k])]));
}

/** The server: its configuration, each key saved replaced whole and answered back as stored. */
function open(route = '/content/config') {
  const stored: Record<string, unknown> = { ...shopConfig() };
  const api = mockApi({
    '/api/admin/config/get': () => ({ data: stored }),
    '/api/admin/config/save': (body) => {
      stored[String(body.key)] = asJsonb(body.value);
      return { data: { key: body.key } };
    },
  });
  renderConsolePage(<ConfigPage />, route, { roles: ['content'] });
  return api;
}
const tabBarIn = (testId: string) => within(within(screen.getByTestId(testId)).getByRole('navigation'));
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

it('shows a tab bar edit in the phone before it is saved, then saves the key whole', async () => {
  const { bodies } = open();
  const tab1 = within(await screen.findByRole('group', { name: 'Tab 1' }));
  expect(tabBarIn('chrome-preview-screen').getAllByRole('button').map((b) => b.textContent)).toEqual(['Home', 'Notices', 'Service', 'Me']);

  fireEvent.change(tab1.getByLabelText('Words (English)'), { target: { value: 'Start' } });
  fireEvent.click(within(screen.getByRole('group', { name: 'Tab 4' })).getByRole('button', { name: 'Move Tab 4 up' }));
  expect(tabBarIn('chrome-preview-screen').getAllByRole('button').map((b) => b.textContent)).toEqual(['Start', 'Notices', 'Me', 'Service']);
  expect(bodies('/api/admin/config/save')).toHaveLength(0);
  expect(screen.getByText('Not saved yet')).toBeTruthy();

  // The preview in Chinese draws the Chinese words.
  fireEvent.click(within(screen.getByTestId('chrome-preview')).getByRole('button', { name: 'Chinese' }));
  expect(tabBarIn('chrome-preview-screen').getAllByRole('button').map((b) => b.textContent)).toEqual(['首頁', '公告', '我的', '客服']);

  await save();
  const [sent] = bodies('/api/admin/config/save');
  expect(sent).toMatchObject({ key: 'tabbar', value: { selectedColor: '#c62828', dark: { backgroundColor: '#1c1f26' } } });
  const value = sent!.value as { list: Array<{ pagePath: string; text: Record<string, string> }> };
  expect(value.list.map((t) => [t.pagePath, t.text['en-us']])).toEqual([
    ['/pages/index/index', 'Start'],
    ['/pages/notice/notice', 'Notices'],
    ['/pages/my/info', 'Me'],
    ['/contact', 'Service'],
  ]);
  // Read back with its keys in the server's order, it is what was saved: nothing is left unsaved.
  expect((await screen.findByTestId('config-saved')).textContent).toBe('Saved. The shop shows it the next time a customer opens it.');
  expect(screen.queryByText('Not saved yet')).toBeNull();
  expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
});

it('lets the operator give a tab one of the general icons: named in the list, drawn in the phone, saved', async () => {
  const { bodies } = open();
  const icon = within(await screen.findByRole('group', { name: 'Tab 2' })).getByLabelText('Icon');
  expect(within(icon).getAllByRole('option').map((o) => o.textContent)).toEqual(TAB_ICON_NAMES.map((n) => adminEn[`admin.config.icon.${n}`]));
  fireEvent.change(icon, { target: { value: 'wallet' } });
  expect((icon as HTMLSelectElement).value).toBe('wallet');
  const drawn = [...screen.getByTestId('chrome-preview-screen').querySelectorAll('nav path')].map((p) => p.getAttribute('d'));
  expect(drawn).toEqual([TAB_ICONS.home, TAB_ICONS.wallet, TAB_ICONS.service, TAB_ICONS.me]);
  await save();
  const value = bodies('/api/admin/config/save')[0]!.value as { list: Array<{ icon: string }> };
  expect(value.list.map((t) => t.icon)).toEqual(['home', 'wallet', 'service', 'me']);
});

it('names every icon in Chinese too', async () => {
  mockApi({ '/api/admin/config/get': () => ({ data: shopConfig() }) });
  renderConsolePage(<ConfigPage />, '/content/config', { roles: ['content'], lang: 'zh-tw' });
  const icon = within(await screen.findByRole('group', { name: '分頁 1' })).getByLabelText('圖示');
  const names = within(icon).getAllByRole('option').map((o) => o.textContent);
  expect(names).toEqual(TAB_ICON_NAMES.map((n) => adminZh[`admin.config.icon.${n}`]));
  expect(names).toEqual(expect.arrayContaining(['禮物', '錢包', '優惠券']));
  expect(new Set(names).size).toBe(TAB_ICON_NAMES.length);
});

it('draws two tabs on one page in the preview, and refuses the page beside the second tab', async () => {
  const { bodies } = open();
  const errors = jest.spyOn(console, 'error');
  const tab2 = within(await screen.findByRole('group', { name: 'Tab 2' }));
  fireEvent.change(tab2.getByLabelText('Page it opens'), { target: { value: '/pages/index/index' } });
  expect(tabBarIn('chrome-preview-screen').getAllByRole('button').map((b) => b.textContent)).toEqual(['Home', 'Notices', 'Service', 'Me']);
  // Two tabs on one page are two children of the preview's tab bar, not one key twice (React's console error).
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  await save();
  expect(bodies('/api/admin/config/save')).toHaveLength(0);
  expect(tab2.getByText('Another tab already opens this page')).toBeTruthy();
});

it('refuses a javascript: link beside its field, as the server would, and sends nothing', async () => {
  const { bodies } = open('/content/config?key=banner');
  const slide = within(await screen.findByRole('group', { name: 'Picture 1' }));
  const link = slide.getByLabelText('Leads to');
  fireEvent.change(link, { target: { value: 'javascript:alert(1)' } });
  await save();
  expect(bodies('/api/admin/config/save')).toHaveLength(0);
  expect(link.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(link.getAttribute('aria-describedby')!)?.textContent).toBe('Use https://…, http://… or a path on the shop starting with a single /');
  expect(screen.getByTestId('form-error').textContent).toBe('One field needs attention: see the messages beside them.');

  // Corrected, the error goes as it is typed, and the key is saved.
  fireEvent.change(link, { target: { value: 'https://snapmall.example/sale' } });
  expect(link.getAttribute('aria-invalid')).toBeNull();
  await save();
  expect(bodies('/api/admin/config/save')[0]).toMatchObject({ key: 'banner', value: [{ image: '/banners/sale.svg', link: 'https://snapmall.example/sale' }] });
});

it("shows the server's refusal of a value as a whole above the buttons", async () => {
  mockApi({
    '/api/admin/config/get': () => ({ data: shopConfig() }),
    '/api/admin/config/save': () => ({ status: 422, code: 422, msg: 'Value is not valid', errors: { value: ['Value is not valid'] } }),
  });
  renderConsolePage(<ConfigPage />, '/content/config?key=download', { roles: ['content'] });
  fireEvent.change(await screen.findByLabelText('Android app link'), { target: { value: 'https://play.example/snapmall' } });
  await save();
  expect(screen.getByTestId('form-error').textContent).toBe('Value is not valid');
});
