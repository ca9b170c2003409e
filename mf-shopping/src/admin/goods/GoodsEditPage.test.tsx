import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminGoods } from '@snapmall/shared/contract';
import { mockApi, settle } from '@snapmall/shared/test-utils';
import { brand, goods, renderAdminPage, strip, vipLevel } from '../common/testing';
import GoodsEditPage from './GoodsEditPage';

type Handler = Parameters<typeof mockApi>[0][string];

/** The catalogue as the server answers it: brands 1 and 2, levels 1 and 2, the given items; saves as asked. */
function server(items: AdminGoods[], extra: Record<string, Handler> = {}) {
  return mockApi({
    '/api/admin/goods/list': () => ({ data: { list: items, total: items.length, page: 1 } }),
    '/api/admin/brand/list': () => ({ data: [brand(1), brand(2, { name_en: 'Acme' })] }),
    '/api/admin/vip/list': () => ({ data: [vipLevel(1, { name: 'Basic' }), vipLevel(2, { name: 'Gold' })] }),
    ...extra,
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe("an item's page", () => {
  it('checks the form before sending, then shows the server’s 422 beside the field it names', async () => {
    const { bodies } = server([goods(9, { title_en: 'Tea set', brand_id: 2, min_level: 2 })], {
      '/api/admin/goods/save': () => ({ status: 422, code: 0, msg: 'Invalid input', errors: { title_zh: ['Chinese title: already used by item #3'], brand_id: ['This brand does not exist'] } }),
    });
    renderAdminPage(<GoodsEditPage query={{ id: '9' }} />, '/shop/goods/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Item Tea set' })).toBeTruthy();
    expect(field('Title in Chinese').value).toBe('商品 9');
    expect(field('Brand').value).toBe('2');
    expect(field('Buyable from VIP level').value).toBe('2');
    expect(field('List price').value).toBe('199.00');

    // This page's own checks: nothing is sent while any is wrong.
    fireEvent.change(field('Title in English'), { target: { value: '  ' } });
    fireEvent.change(field('List price'), { target: { value: '1.999' } });
    fireEvent.change(field('Cover (picture 1)'), { target: { value: 'https://evil.example/a.png' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(screen.getByText('Enter an amount such as 100 or 99.50 (at most two decimals)')).toBeTruthy();
    expect(within(screen.getByTestId('images')).getAllByText('Use a path on the shop, starting with a single /')).toHaveLength(2);
    expect(bodies('/api/admin/goods/save')).toEqual([]);

    fireEvent.change(field('Title in English'), { target: { value: 'Tea set ' } });
    fireEvent.change(field('List price'), { target: { value: '189.5' } });
    fireEvent.change(field('Cover (picture 1)'), { target: { value: '/uploads/tea.png' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    const error = await screen.findByText('Chinese title: already used by item #3');
    expect(field('Title in Chinese').getAttribute('aria-describedby')).toBe(error.id);
    expect(field('Title in Chinese').getAttribute('aria-invalid')).toBe('true');
    const brandError = screen.getByText('This brand does not exist');
    expect(field('Brand').getAttribute('aria-describedby')).toBe(brandError.id);
    expect(screen.queryByTestId('saved')).toBeNull();
    expect(strip(bodies('/api/admin/goods/save')[0]!)).toEqual({
      id: 9,
      brand_id: 2,
      title_en: 'Tea set',
      title_zh: '商品 9',
      description_en: '',
      description_zh: '',
      images: ['/uploads/tea.png'],
      price: '189.5',
      min_level: 2,
      on_sale: 1,
      sale_start: '',
      sale_end: '',
      sort: 0,
    });

    // Typing in the field clears what the server said of it.
    fireEvent.change(field('Title in Chinese'), { target: { value: '茶具' } });
    expect(screen.queryByText('Chinese title: already used by item #3')).toBeNull();
  });

  it('says a refusal that names no field of the form on the form as a whole', async () => {
    server([goods(9)], { '/api/admin/goods/save': () => ({ status: 422, code: 0, msg: 'Too many items in this brand', errors: { catalogue: ['Too many items in this brand'] } }) });
    renderAdminPage(<GoodsEditPage query={{ id: '9' }} />, '/shop/goods/9');
    await screen.findByTestId('goods-form');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('Too many items in this brand')).toBeTruthy();
  });

  it('sets the stock on its own, and shows the server’s word on it beside the field', async () => {
    const { bodies } = server([goods(9, { stock: 5 })], {
      '/api/admin/goods/stock': (body) => (body.stock === 7 ? { data: { id: 9, stock: 7 } } : { status: 422, code: 0, msg: 'Invalid input', errors: { stock: ['Stock: too large'] } }),
    });
    renderAdminPage(<GoodsEditPage query={{ id: '9' }} />, '/shop/goods/9');
    const box = within(await screen.findByTestId('stock-form'));
    fireEvent.change(box.getByLabelText('New stock'), { target: { value: 'many' } });
    fireEvent.click(box.getByRole('button', { name: 'Set stock' }));
    expect(box.getByText('A whole number from 0 to 10,000,000')).toBeTruthy();
    expect(bodies('/api/admin/goods/stock')).toEqual([]);
    fireEvent.change(box.getByLabelText('New stock'), { target: { value: '9000' } });
    await act(async () => fireEvent.click(box.getByRole('button', { name: 'Set stock' })));
    expect(await box.findByText('Stock: too large')).toBeTruthy();
    fireEvent.change(box.getByLabelText('New stock'), { target: { value: '7' } });
    await act(async () => fireEvent.click(box.getByRole('button', { name: 'Set stock' })));
    expect((await box.findByTestId('stock-saved')).textContent).toBe('Stock set to 7.');
    expect(bodies('/api/admin/goods/stock').map(strip)).toEqual([{ id: 9, stock: 9000 }, { id: 9, stock: 7 }]);
  });

  it('adds a new item with its first stock and goes on at its address, said to be saved', async () => {
    let items = [goods(9)];
    const { bodies } = server(items, {
      '/api/admin/goods/save': () => {
        items = [...items, goods(10, { title_en: 'Cups' })];
        return { data: { id: 10 }, msg: 'Saved' };
      },
    });
    renderAdminPage(<GoodsEditPage query={{ id: 'new' }} />, '/shop/goods/new', 'zh-tw');
    await screen.findByRole('heading', { level: 1, name: '新增商品' });
    await screen.findByTestId('goods-form');
    fireEvent.change(field('英文名稱'), { target: { value: 'Cups' } });
    fireEvent.change(field('中文名稱'), { target: { value: '杯子' } });
    fireEvent.change(field('原價'), { target: { value: '20' } });
    fireEvent.change(field('庫存'), { target: { value: '30' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '儲存' })));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/shop/goods/10?added=1'));
    expect(strip(bodies('/api/admin/goods/save')[0]!)).toMatchObject({ brand_id: 1, title_en: 'Cups', title_zh: '杯子', price: '20', stock: 30, min_level: 1, images: [] });
    expect(bodies('/api/admin/goods/save')[0]).not.toHaveProperty('id');
    await act(settle);
  });
});
