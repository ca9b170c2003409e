import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterPrefetch, mockApi, renderWithProviders, settle, storeWithUser } from '@snapmall/shared/test-utils';
import { messages, routes } from '../../routes';
import { BRANDS, GOODS, page, QUOTA } from '../../../test/fixtures';
import SnapPage from './SnapPage';

const render = (query: Record<string, string> = {}, lang: 'en-us' | 'zh-tw' = 'en-us') =>
  renderWithProviders(<SnapPage query={query} />, { store: storeWithUser({ level: 3 }), catalogs: { mf_shopping: messages }, lang });

const handlers = (goodsOf: (brand: number) => unknown[] = () => [GOODS]) => ({
  '/api/goods/quota': () => ({ data: QUOTA }),
  '/api/goods/brand': () => ({ data: BRANDS }),
  '/api/goods/list': (body: Record<string, unknown>) => ({ data: page(goodsOf(body.brand_id as number)) }),
});

it("shows today's quota, the brands and the first brand's goods with price, stock and sale state", async () => {
  const api = mockApi(handlers());
  render();
  expect((await screen.findByTestId('quota-left')).textContent).toBe('6 of 8');
  expect(screen.getByTestId('shop-day-note').textContent).toMatch(/^Days are the shop's days, in /);
  expect(screen.getByTestId('quota-progress').textContent).toBe('1 of 3 at once');
  expect(screen.getByTestId('quota-balance').textContent).toBe('5,000.00');
  expect(screen.getByRole('heading', { name: 'Today at VIP 3' })).toBeTruthy();
  const item = await screen.findByTestId('goods');
  expect(item.textContent).toContain('Steel kettle 1.7 L');
  expect(screen.getByTestId('goods-price').textContent).toBe('1,272.99');
  expect(item.textContent).toContain('List 1,299.00');
  expect(screen.getByTestId('goods-stock').textContent).toBe('120 left');
  expect(screen.getByTestId('sale').textContent).toBe('On sale now');
  expect(screen.getByRole('button', { name: /HomeCraft/ }).getAttribute('aria-pressed')).toBe('true');
  expect(api.bodies('/api/goods/list')[0]).toMatchObject({ brand_id: 1, page: 1 });
});

it('opens on the brand named in ?brand_id= and switches brands', async () => {
  const api = mockApi(handlers((brand) => (brand === 2 ? [] : [GOODS])));
  render({ brand_id: '2' });
  expect(await screen.findByText('This brand has no goods at your VIP level yet. Higher levels can buy more goods.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'See VIP levels' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'SoundWave' }).getAttribute('aria-pressed')).toBe('true');
  fireEvent.click(screen.getByRole('button', { name: /HomeCraft/ }));
  expect(await screen.findByTestId('goods')).toBeTruthy();
  await waitFor(() => expect(api.bodies('/api/goods/list').map((b) => b.brand_id)).toEqual([2, 1]));
});

it('says when no brand is on sale, in Chinese too', async () => {
  mockApi({ ...handlers(), '/api/goods/brand': () => ({ data: [] }) });
  render({}, 'zh-tw');
  expect(await screen.findByText('目前尚無品牌開賣，請稍後再來。')).toBeTruthy();
  expect((await screen.findByTestId('quota-left')).textContent).toBe('6 / 8');
});

it("asks for the goods of the brand looked at last beside the quota and the brands, and loads the first row's covers first", async () => {
  localStorage.setItem('snapmall:shop-brand', '2');
  const many = [1, 2, 3].map((i) => ({ ...GOODS, id: GOODS.id + i }));
  const api = mockApi({ ...handlers(() => many), '/api/goods/brand': () => ({ data: BRANDS }) });
  render();
  // Before the brands have answered and the page has drawn, the goods of brand 2 are already asked for.
  expect(api.bodies('/api/goods/list')).toEqual([expect.objectContaining({ brand_id: 2, page: 1 })]);
  expect(screen.getByTestId('snap-waiting')).toBeTruthy();
  await waitFor(() => expect(screen.getAllByTestId('goods')).toHaveLength(3));
  const covers = screen.getAllByTestId('goods').map((g) => g.querySelector('img')!);
  expect(covers.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
    ['eager', 'high'],
    ['eager', 'high'],
    ['lazy', 'auto'],
  ]);
  expect(api.bodies('/api/goods/list')).toHaveLength(1);
  localStorage.removeItem('snapmall:shop-brand');
});

it("has its quota, brands and the asked brand's goods asked for before its chunk has run, and draws them without asking again", async () => {
  const api = mockApi(handlers());
  const store = storeWithUser({ level: 3 });
  await afterPrefetch(routes, '/pages/shopping/index', store, { query: { brand_id: '1' } });
  renderWithProviders(<SnapPage query={{ brand_id: '1' }} />, { store, catalogs: { mf_shopping: messages } });
  // Drawn from what the prefetch brought, on the first render.
  expect(screen.getByTestId('quota-left').textContent).toBe('6 of 8');
  expect(screen.getByTestId('goods').textContent).toContain('Steel kettle 1.7 L');
  await settle();
  expect(['/api/goods/quota', '/api/goods/brand', '/api/goods/list'].map((url) => api.bodies(url).length)).toEqual([1, 1, 1]);
});
