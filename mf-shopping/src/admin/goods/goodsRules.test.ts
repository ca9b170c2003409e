import { Value } from '@sinclair/typebox/value';
import { GoodsSaveBody } from '@snapmall/shared/contract';
import { goods } from '../common/testing';
import { checkGoods, goodsValues, instantOf, localInput, newGoods, stockOf, type GoodsValues } from './goodsRules';

const filled: GoodsValues = { ...newGoods(2), title_en: 'Tea set', title_zh: '茶具', price: '199', stock: '40', images: ['/uploads/tea.png', ''] };
const errorsOf = (values: Partial<GoodsValues>, id?: number) => {
  const result = checkGoods({ ...filled, ...values }, id);
  return 'errors' in result ? result.errors : {};
};
const base = { brand_id: 2, title_en: 'Tea set', title_zh: '茶具', images: [], price: '199', min_level: 1, on_sale: 1 };
/** What the server's schema says of a body with `field` as the form would have sent it unchecked. */
const serverTakes = (field: string, value: unknown) => Value.Check(GoodsSaveBody, { ...base, [field]: value });

describe('an item, checked as the server checks it', () => {
  it('sends a new item with its first stock, pictures without the empty rows, times as instants', () => {
    const result = checkGoods({ ...filled, title_en: ' Tea set ', sale_start: '2026-12-01T20:00', sale_end: '2026-12-02T20:00', on_sale: false });
    expect(result).toEqual({
      body: {
        stock: 40,
        brand_id: 2,
        title_en: 'Tea set',
        title_zh: '茶具',
        description_en: '',
        description_zh: '',
        images: ['/uploads/tea.png'],
        price: '199',
        min_level: 1,
        on_sale: 0,
        sale_start: new Date('2026-12-01T20:00').toISOString(),
        sale_end: new Date('2026-12-02T20:00').toISOString(),
        sort: 0,
      },
    });
    expect(Value.Check(GoodsSaveBody, 'body' in result ? result.body : null)).toBe(true);
  });

  it('sends an edited item with its id and never its stock (goods/stock sets that), its times as they were', () => {
    const item = goods(9, { sale_start: 1_764_000_000, stock: 3 });
    const result = checkGoods(goodsValues(item), 9);
    expect(result).toMatchObject({ body: { id: 9, price: '199.00', sale_start: new Date(1_764_000_000_000).toISOString(), sale_end: '' } });
    expect(result).not.toHaveProperty('body.stock');
    expect(Value.Check(GoodsSaveBody, 'body' in result ? result.body : null)).toBe(true);
    // An edited item's stock field is not checked: it is not sent.
    expect(errorsOf({ stock: 'lots' }, 9)).toEqual({});
  });

  it('needs a brand and both titles of at most 100 characters', () => {
    expect(errorsOf({ brand_id: '', title_en: ' ', title_zh: 'x'.repeat(101) })).toEqual({
      brand_id: 'admin.shopping.goods.pickBrand',
      title_en: 'admin.shopping.form.required',
      title_zh: 'admin.shopping.form.tooLong100',
    });
    expect(serverTakes('title_zh', 'x'.repeat(101))).toBe(false);
    expect(errorsOf({ description_en: 'x'.repeat(2001) })).toEqual({ description_en: 'admin.shopping.form.tooLong2000' });
    expect(serverTakes('description_en', 'x'.repeat(2001))).toBe(false);
  });

  it('takes a price with at most two decimals, above zero (the service refuses 0 after the schema)', () => {
    for (const price of ['1.999', '-5', '1e3', '']) {
      expect(errorsOf({ price })).toEqual({ price: 'admin.shopping.form.badAmount' });
      expect(serverTakes('price', price)).toBe(false);
    }
    expect(errorsOf({ price: '0.00' })).toEqual({ price: 'admin.shopping.goods.positive' });
    expect(errorsOf({ price: '0.01' })).toEqual({});
  });

  it('takes up to 8 pictures, each a path on the shop', () => {
    const nine = Array.from({ length: 9 }, (_, i) => `/uploads/${i}.png`);
    expect(errorsOf({ images: nine })).toEqual({ images: 'admin.shopping.image.tooMany' });
    expect(serverTakes('images', nine)).toBe(false);
    expect(errorsOf({ images: ['/ok.png', 'https://evil.example/a.png'] })).toEqual({ images: 'admin.shopping.image.badPath' });
    expect(serverTakes('images', ['https://evil.example/a.png'])).toBe(false);
  });

  it('takes a level of 1 to 1,000, a stock of 0 to 10,000,000 and a sort of 0 to 10,000', () => {
    expect(errorsOf({ min_level: '0', stock: '10000001', sort: '10001' })).toEqual({
      min_level: 'admin.shopping.goods.badLevel',
      stock: 'admin.shopping.goods.badStock',
      sort: 'admin.shopping.form.badSort',
    });
    expect(serverTakes('min_level', 0)).toBe(false);
    expect(serverTakes('stock', 10_000_001)).toBe(false);
    expect(serverTakes('sort', 10_001)).toBe(false);
    expect(stockOf(' 10000000 ')).toBe(10_000_000);
    expect(stockOf('-1')).toBeNull();
  });

  it('needs a sale window that closes after it opens, as the service checks', () => {
    expect(errorsOf({ sale_start: '2026-12-02T20:00', sale_end: '2026-12-02T20:00' })).toEqual({ sale_end: 'admin.shopping.goods.windowOrder' });
    expect(errorsOf({ sale_start: '2026-12-02' })).toEqual({ sale_start: 'admin.shopping.goods.badTime' });
    expect(errorsOf({ sale_start: '', sale_end: '2026-12-02T20:00' })).toEqual({});
    expect(instantOf('2026-13-45T99:00')).toBeNull();
    expect(localInput(0)).toBe('');
    expect(instantOf(localInput(1_764_000_000))).toBe(new Date(1_764_000_000_000).toISOString());
  });
});
