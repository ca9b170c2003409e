import { act, fireEvent, screen, within } from '@testing-library/react';
import { configLoaded, loggedIn, makeStore, STORAGE_KEYS, useLocation, type ShopConfig, type UserInfo, type Vip } from '@snapmall/shared';
import { renderWithProviders } from '@snapmall/shared/test-utils';
import { answer, CONFIG } from '../../../test/fixtures';
import enUs from '../../../messages/en-us.json';
import zhTw from '../../../messages/zh-tw.json';
import { resetHealth } from '../../routing/health';
import { RegistryContext } from '../../routing/registry';
import HomePage from './HomePage';
import { bannerTarget } from '../../common/chrome/Banner';

const catalogs = { shell: { 'en-us': enUs, 'zh-tw': zhTw } };
const REGISTRY = [
  { name: 'mf_account', manifest: '/remotes/mf-account/mf-manifest.json', prefixes: ['/pages/login/', '/pages/my/'] },
  { name: 'mf_bank', manifest: '/remotes/mf-bank/mf-manifest.json', prefixes: ['/pages/bank/'] },
  { name: 'mf_shopping', manifest: '/remotes/mf-shopping/mf-manifest.json', prefixes: ['/pages/shopping/'] },
];
const vip = (level: number, name: string) => ({ level, name, price: '0.00', task_num: 3, task_rate: '0.50', order_join_rate: '0.00', withdraw_num: 1, withdraw_rate: '1.00', min_withdraw: '100.00', max_withdraw: '1000.00' }) as unknown as Vip;

/** The API and the remotes' manifests: mf-bank's is missing (that remote is down). */
function serve({ down = ['mf-bank'], unread = 0, config = CONFIG as ShopConfig | null }: { down?: string[]; unread?: number; config?: ShopConfig | null } = {}) {
  const mock = jest.fn(async (url: string) => {
    const path = String(url).split('?')[0]!;
    if (path === '/api/common/config') return config ? answer(config) : { status: 503, text: async () => '' };
    if (path.includes('/mf-manifest.json')) return { ok: !down.some((d) => path.includes(`/${d}/`)), status: 200 };
    if (path === '/api/notice/list') return answer({ total: 2, page: 1, list: [{ id: 2, title: 'Holiday hours', content: '', createtime: 200 }, { id: 1, title: 'Welcome', content: '', createtime: 100 }] });
    if (path === '/api/goods/brand') return answer([{ id: 1, name: 'SoundWave', description: '', logo: '' }]);
    if (path === '/api/message/unread') return answer({ unread });
    return answer(null);
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function render(config: Partial<ShopConfig> | null, { lang = 'en-us' as 'en-us' | 'zh-tw', user = false, registry = REGISTRY as typeof REGISTRY | null } = {}) {
  const store = makeStore();
  if (config) store.dispatch(configLoaded({ ...CONFIG, ...config }));
  if (user) store.dispatch(loggedIn({ username: 'ada', token: 'tok', money: '1234.50', score: 42, level: 2, vip: { name: 'VIP 2' } } as unknown as UserInfo));
  return renderWithProviders(
    <RegistryContext.Provider value={registry}>
      <HomePage />
      <Where />
    </RegistryContext.Provider>,
    { catalogs, store, lang },
  );
}

beforeEach(() => resetHealth());

/** Lets the manifest probes and the API answers land inside act. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

it('shows no banner when the operator configured none, and the operator\'s slides with their links when they did', async () => {
  serve();
  const { unmount } = render({});
  await screen.findByText(/Holiday hours\s+·\s+Welcome/);
  expect(screen.queryByTestId('home-banner')).toBeNull();
  unmount();
  render({
    banner: [
      { image: '/goods/watch.svg', link: '/pages/shopping/index?brand_id=2', alt: { 'en-us': 'Watches this week', 'zh-tw': '本週手錶' } },
      { image: '/goods/mug.svg', link: 'https://example.com/mugs', alt: { 'en-us': 'Mugs', 'zh-tw': '馬克杯' } },
      { image: '/goods/kettle.svg', link: 'javascript:alert(1)', alt: { 'en-us': 'Kettles', 'zh-tw': '水壺' } },
    ],
  });
  const banner = await screen.findByTestId('home-banner');
  expect(within(banner).getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['Watches this week', 'Mugs', 'Kettles']);
  expect(within(banner).getByRole('link', { name: 'Mugs' }).getAttribute('href')).toBe('https://example.com/mugs');
  expect(within(banner).queryByRole('link', { name: 'Kettles' })).toBeNull();
  expect(within(banner).queryByRole('button', { name: 'Kettles' })).toBeNull();
  fireEvent.click(within(banner).getByRole('button', { name: 'Watches this week' }));
  expect(screen.getByTestId('where').textContent).toBe('/pages/shopping/index?brand_id=2');
  await settle();
});

it('says which shortcut leads to a remote that is down, and keeps every other one working', async () => {
  serve({ down: ['mf-bank'] });
  render({});
  const deposit = screen.getByTestId('shortcut-/pages/bank/deposit');
  await within(deposit).findByText('Unavailable');
  expect(screen.getByTestId('shortcut-/pages/bank/withdraw').textContent).toBe('WithdrawUnavailable');
  expect(screen.getByTestId('shortcut-/contact').textContent).toBe('Customer service');
  expect(screen.getAllByTestId(/^shortcut-/).map((b) => b.dataset.testid)).toEqual([
    'shortcut-/pages/bank/deposit',
    'shortcut-/pages/bank/withdraw',
    'shortcut-/contact',
    'shortcut-/pages/index/app',
    'shortcut-/pages/signin/index',
    'shortcut-/pages/message/index',
  ]);
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(screen.getByTestId('where').textContent).toBe('/pages/signin/index');
  await settle();
});

it('holds the shortcuts\' places while remotes.json loads, then drops what nothing deployed answers', async () => {
  serve();
  const { unmount } = render({}, { registry: null });
  expect(screen.getAllByTestId(/^shortcut-/)).toHaveLength(6);
  await settle();
  unmount();
  render({}, { registry: [] });
  expect(screen.getAllByTestId(/^shortcut-/).map((b) => b.textContent)).toEqual(['Customer service', 'Download', 'Sign in', 'Messages']);
  await settle();
});

it('follows the navigation switches and the sign-in rule', async () => {
  serve();
  render({ navigation: { notices: false, service: false, download: false, shopping: false, lottery: true }, sign_in: { ...CONFIG.sign_in, enabled: false } });
  expect(screen.getAllByTestId(/^shortcut-/).map((b) => b.textContent)).toEqual(['Deposit', 'Withdraw', 'Messages']);
  expect(screen.queryByTestId('home-notices')).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Snap buying' })).toBeNull();
  await settle();
});

it('shows balance, points and level, the unread count, and the customer\'s own VIP level, in Chinese', async () => {
  serve({ down: [], unread: 4 });
  render({ vipList: [vip(1, 'VIP 1'), vip(2, 'VIP 2')] }, { user: true, lang: 'zh-tw' });
  const balance = screen.getByTestId('home-balance');
  expect(balance.textContent).toContain('1,234.50');
  expect(screen.getByTestId('home-points').textContent).toBe('42');
  const levels = screen.getAllByTestId('vip-level');
  expect(levels.map((l) => l.textContent?.includes('目前等級'))).toEqual([false, true]);
  const messages = screen.getByTestId('shortcut-/pages/message/index');
  await within(messages).findByText('4');
  expect(messages.textContent).toContain('4 則未讀訊息');
});

it('counts the notices that are new since the last look, and leads to the clause pages', async () => {
  localStorage.setItem(STORAGE_KEYS.noticesSeen, '150');
  serve();
  render({});
  await screen.findByText('1 new');
  fireEvent.click(screen.getByRole('button', { name: 'Privacy' }));
  expect(screen.getByTestId('where').textContent).toBe('/pages/content/index?key=privacy');
  await settle();
});

it('waits for the configuration on a first visit, then draws home at once with the operator\'s banner and levels', async () => {
  serve({ config: { ...CONFIG, vipList: [vip(1, 'VIP 1')], banner: [{ image: '/goods/mug.svg', link: '/pages/index/app', alt: { 'en-us': 'Mugs', 'zh-tw': '馬克杯' } }] } });
  render(null);
  expect(screen.getByTestId('home-waiting').getAttribute('aria-busy')).toBe('true');
  expect(screen.queryAllByTestId(/^shortcut-/)).toEqual([]);
  expect(screen.queryByTestId('home-notices')).toBeNull();
  await screen.findByTestId('home-banner');
  expect(screen.queryByTestId('home-waiting')).toBeNull();
  expect(screen.getAllByTestId('vip-level').map((l) => l.textContent)).toEqual([expect.stringContaining('VIP 1')]);
  await settle();
});

it('draws home with the defaults when the configuration cannot be had, holding the VIP levels\' space', async () => {
  serve({ config: null });
  render(null);
  await screen.findByRole('button', { name: 'Privacy' });
  expect(screen.queryByTestId('home-waiting')).toBeNull();
  expect(screen.getByRole('region', { name: 'VIP levels' }).getAttribute('aria-busy')).toBe('true');
  expect(screen.getAllByTestId(/^shortcut-/)).toHaveLength(6);
  await settle();
});

it('lets a banner link only to the shop or to https', () => {
  expect(bannerTarget('/pages/index/app')).toEqual({ route: '/pages/index/app' });
  expect(bannerTarget('https://cdn.example.com/x')).toEqual({ href: 'https://cdn.example.com/x' });
  for (const bad of ['', '//evil.example', 'javascript:alert(1)', 'http://plain.example', 'data:text/html,x']) expect(bannerTarget(bad)).toBeNull();
});

