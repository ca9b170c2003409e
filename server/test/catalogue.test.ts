import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AuditEntry, Brand, Goods, PageOf } from '@snapmall/shared/contract';
import { registerUser, startTestServer, type TestServer } from './helpers';
import { moneyShop } from './money-helpers';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ admin } = await moneyShop(server));
});
afterAll(() => server.close());

const brand = { name_en: 'Acme', name_zh: '頂點', description_en: 'Tools', description_zh: '工具', enabled: 1 };
const item = (brandId: number, extra: Record<string, unknown> = {}) => ({
  brand_id: brandId,
  title_en: 'Kettle',
  title_zh: '水壺',
  images: ['/goods/kettle.svg'],
  price: '199.99',
  stock: 5,
  min_level: 1,
  on_sale: 1,
  ...extra,
});
const save = <T>(url: string, body: unknown) => server.post<T>(url, body, { token: admin });

it('shows the operator\'s brands and goods in the customer\'s language, at the customer\'s member price', async () => {
  const b = await save<{ id: number }>('/api/admin/brand/save', brand);
  const g = await save<{ id: number }>('/api/admin/goods/save', item(b.body.data.id));
  await save('/api/admin/goods/save', item(b.body.data.id, { title_en: 'Gold kettle', min_level: 3 }));
  const brands = await server.post<Brand[]>('/api/goods/brand?lang=zh-tw', {});
  expect(brands.body.data).toContainEqual(expect.objectContaining({ id: b.body.data.id, name: '頂點', description: '工具' }));
  const customer = await registerUser(server);
  // Level 2 of the demo levels has a 1% member discount: 199.99 less 2.00 (1.9999 rounded half up).
  await server.db.query('UPDATE users SET level = 2 WHERE id = $1', [customer.userinfo.id]);
  const list = await server.post<PageOf<Goods>>('/api/goods/list?lang=zh-tw', { brand_id: b.body.data.id }, { token: customer.token });
  expect(list.body.data.total).toBe(1);
  expect(list.body.data.list[0]).toMatchObject({ id: g.body.data.id, title: '水壺', price: '199.99', member_price: '197.99', discount_rate: '1.00', stock: 5, level_ok: 1, selling: 1 });
  const detail = await server.post<Goods>('/api/goods/detail', { id: g.body.data.id }, { token: customer.token });
  expect(detail.body.data).toMatchObject({ title: 'Kettle', images: ['/goods/kettle.svg'] });
});

it('tells whether an item is selling now from its sale window', async () => {
  const b = await save<{ id: number }>('/api/admin/brand/save', brand);
  const later = new Date(Date.now() + 3600_000).toISOString();
  const g = await save<{ id: number }>('/api/admin/goods/save', item(b.body.data.id, { sale_start: later }));
  const customer = await registerUser(server);
  const detail = await server.post<Goods>('/api/goods/detail', { id: g.body.data.id }, { token: customer.token });
  expect(detail.body.data).toMatchObject({ selling: 0, sale_start: Math.floor(Date.parse(later) / 1000) });
  const backwards = await save('/api/admin/goods/save', item(b.body.data.id, { sale_start: later, sale_end: new Date().toISOString() }));
  expect(backwards.status).toBe(422);
});

it('sets stock only through the stock call, audited, never below zero', async () => {
  const b = await save<{ id: number }>('/api/admin/brand/save', brand);
  const g = await save<{ id: number }>('/api/admin/goods/save', item(b.body.data.id));
  await save('/api/admin/goods/save', { ...item(b.body.data.id, { stock: 999 }), id: g.body.data.id, price: '150' });
  const [row] = await server.db.query<{ stock: number; price_cents: bigint }>('SELECT stock, price_cents FROM goods WHERE id = $1', [g.body.data.id]);
  expect(row).toEqual({ stock: 5, price_cents: 15_000n });
  expect((await save('/api/admin/goods/stock', { id: g.body.data.id, stock: 42 })).body.code).toBe(1);
  expect((await save('/api/admin/goods/stock', { id: g.body.data.id, stock: -1 })).status).toBe(422);
  await expect(server.db.query('UPDATE goods SET stock = -1 WHERE id = $1', [g.body.data.id])).rejects.toMatchObject({ code: '23514' });
  const audit = await server.post<PageOf<AuditEntry>>('/api/admin/audit/list', {}, { token: admin });
  expect(audit.body.data.list[0]).toMatchObject({ action: 'goods.stock', before: { stock: 5 }, after: { stock: 42 } });
});

it('keeps the catalogue calls for customers and the admin ones for operators', async () => {
  const customer = await registerUser(server);
  expect((await server.post('/api/admin/goods/stock', { id: 1, stock: 1 }, { token: customer.token })).status).toBe(401);
  expect((await server.post('/api/goods/list', { brand_id: 1 })).status).toBe(401);
  expect((await save('/api/admin/goods/save', item(999_999))).status).toBe(422);
});

it('ships a demo catalogue whose images are the shop\'s own files', async () => {
  const customer = await registerUser(server);
  const brands = (await server.post<Brand[]>('/api/goods/brand', {})).body.data;
  const demo = brands.filter((b) => ['HomeCraft', 'SoundWave', 'Urban Gear'].includes(b.name));
  expect(demo).toHaveLength(3);
  const goods = (await Promise.all(demo.map((b) => server.post<PageOf<Goods>>('/api/goods/list', { brand_id: b.id, level: 4 }, { token: customer.token })))).flatMap(
    (r) => r.body.data.list,
  );
  expect(goods.length).toBe(6);
  for (const image of [...demo.map((b) => b.logo), ...goods.flatMap((g) => g.images)]) {
    expect(existsSync(path.join(__dirname, '../../shell/public', image))).toBe(true);
  }
});
