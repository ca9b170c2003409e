import { randomUUID } from 'node:crypto';
import type { Order } from '@snapmall/shared/contract';
import { createServices } from '../src/services';
import { registerUser, startTestServer, type TestServer } from './helpers';
import { requestApproved } from './approval-helpers';
import { moneyShop } from './money-helpers';

/** A VIP level for tests that are not about quotas: many buys a day and in progress, 2% discount, 1.5% rebate. */
export const ROOMY_LEVEL = {
  level: 9,
  name: 'Test roomy',
  price: '0',
  task_rate: '1.50',
  order_join_rate: '2',
  task_num: 100,
  task_everyday: 100,
  withdraw_num: 1,
  withdraw_rate: '0',
  min_withdraw: '100',
  max_withdraw: '1000',
};

/** A brand and one item on sale with this stock and price (and any other fields), created by the operator. */
export async function itemOnSale(server: TestServer, admin: string, stock: number, extra: Record<string, unknown> = {}) {
  const auth = { token: admin };
  const brand = await server.post<{ id: number }>('/api/admin/brand/save', { name_en: 'Acme', name_zh: '頂點', enabled: 1 }, auth);
  const goods = await server.post<{ id: number }>(
    '/api/admin/goods/save',
    { brand_id: brand.body.data.id, title_en: 'Kettle', title_zh: '水壺', images: ['/goods/kettle.svg'], price: '100.00', stock, min_level: 1, on_sale: 1, ...extra },
    auth,
  );
  if (goods.body.code !== 1) throw new Error(`goods: ${goods.body.msg}`);
  return goods.body.data.id;
}

/** A customer at the given level (the roomy test level unless said) with this much cash, credited by the operator. */
export async function shopper(server: TestServer, admin: string, cash: string, level = ROOMY_LEVEL.level) {
  const user = await registerUser(server);
  await server.db.query('UPDATE users SET level = $2 WHERE id = $1', [user.userinfo.id, level]);
  if (cash !== '0') {
    const res = await requestApproved(server, '/api/admin/user/adjust', { user_id: user.userinfo.id, asset: 'cash', amount: cash, reason: 'test funds', request_id: randomUUID() }, admin);
    if (res.body.code !== 1) throw new Error(`adjust: ${res.body.msg}`);
  }
  return { id: user.userinfo.id, token: user.token };
}

export async function publishRoomyLevel(server: TestServer, admin: string) {
  const res = await server.post('/api/admin/vip/save', ROOMY_LEVEL, { token: admin });
  if (res.body.code !== 1) throw new Error(`vip: ${res.body.msg}`);
}

type Poster = Pick<TestServer, 'post'>;
export const buy = (server: Poster, token: string, goodsId: number, quantity = 1, requestId: string = randomUUID()) =>
  server.post<Order>('/api/goods/buy', { goods_id: goodsId, quantity, request_id: requestId }, { token });

export const stockOf = async (server: TestServer, goodsId: number) =>
  (await server.db.query<{ stock: number }>('SELECT stock FROM goods WHERE id = $1', [goodsId]))[0]!.stock;

export const ordersOf = async (server: TestServer, goodsId: number) =>
  server.db.query<{ id: bigint; user_id: number; quantity: number; status: string }>('SELECT id, user_id, quantity, status FROM orders WHERE goods_id = $1', [goodsId]);

/** The app's own services over the test database, for what no HTTP call starts (the automatic receipt). */
export const servicesOf = (server: TestServer, config = server.config) => createServices({ db: server.db, config });

/** A level's rules that let a test buy freely (five snap buys a day, five in progress, no discount). */
export const servicesOfRoomy = () => ({ name: 'Roomy', price: '0', task_rate: '1', order_join_rate: '0', task_num: 5, task_everyday: 5, withdraw_num: 1, withdraw_rate: '0', min_withdraw: '100', max_withdraw: '1000' });

/**
 * The order suites' shop, set up around each suite: a test server with the demo data, an operator and the roomy
 * level published, the ledger verified after every test. `use` receives the server and the operator's token.
 */
export function withOrderShop(use: (shop: { server: TestServer; admin: string }) => void, o: { ownDatabase?: boolean } = {}) {
  let shop: Awaited<ReturnType<typeof moneyShop>> & { server: TestServer };
  beforeAll(async () => {
    const server = await startTestServer({}, o);
    shop = { server, ...(await moneyShop(server)) };
    await publishRoomyLevel(server, shop.admin);
    use(shop);
  });
  afterEach(async () => expect((await shop.ledger.verify()).problems).toEqual([]));
  afterAll(() => shop?.server.close());
}
