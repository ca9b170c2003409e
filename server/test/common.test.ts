import { DEMO_CUSTOMER, loadDemoData } from '../src/seed/demo';
import { migrate } from '../src/db/migrate';
import { messages } from '../src/i18n/messages';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await loadDemoData(server.db);
});
afterAll(() => server.close());

it('answers the customer-service entries as name/url pairs', async () => {
  const res = await server.post<{ name: string; url: string }[]>('/api/common/customer', {});
  expect(res.body.data.length).toBeGreaterThan(0);
  expect(res.body.data[0]).toEqual({ name: expect.any(String), url: expect.stringMatching(/^(https:|mailto:)/) });
});

it('lists notices in the request language and opens one', async () => {
  const en = await server.post<{ list: { id: number; title: string }[]; total: number }>('/api/notice/list', {});
  const zh = await server.post<{ list: { id: number; title: string }[] }>('/api/notice/list?lang=zh-tw', {});
  expect(en.body.data.list[0]!.title).toBe('Welcome to SnapMall');
  expect(zh.body.data.list[0]!.title).toBe('歡迎來到 SnapMall');
  const detail = await server.post<{ content: string }>('/api/notice/detail', { id: en.body.data.list[0]!.id });
  expect(detail.body.data.content).toContain('{domain}');
  expect((await server.post('/api/notice/detail', { id: 99999 })).status).toBe(404);
});

it('answers a content page by key, in the language asked for', async () => {
  const res = await server.post<{ title: string }>('/api/common/content?lang=zh-tw', { key: 'about' });
  expect(res.body.data.title).toBe('關於 SnapMall');
});

it('loads demo data only once and migrations are idempotent', async () => {
  expect(await loadDemoData(server.db)).toBe(false);
  expect(await migrate(server.db)).toEqual([]);
  const levels = await server.db.query('SELECT level FROM vip_levels');
  expect(levels.length).toBe(4);
});

it('has every server message in both languages', () => {
  expect(Object.keys(messages['zh-tw']).sort()).toEqual(Object.keys(messages['en-us']).sort());
});

it('publishes the VIP levels with their rules, money as decimal strings and rates in percent', async () => {
  const res = await server.post<{ level: number; price: string; task_rate: string; withdraw_num: number; min_withdraw: string; max_withdraw: string }[]>(
    '/api/goods/level',
    {},
  );
  expect(res.body.data.map((v) => v.level)).toEqual([1, 2, 3, 4]);
  expect(res.body.data[1]).toMatchObject({ price: '500.00', task_rate: '0.80', withdraw_num: 2, min_withdraw: '100.00', max_withdraw: '20000.00' });
});

it('has the demo customer npm start prints, with its withdrawal password set', async () => {
  const login = await server.post<{ userinfo: { token: string; is_paypassword: number } }>('/api/user/login', {
    account: DEMO_CUSTOMER.username,
    password: DEMO_CUSTOMER.password,
  });
  expect(login.body.code).toBe(1);
  expect(login.body.data.userinfo.is_paypassword).toBe(1);
  const { token } = login.body.data.userinfo;
  const change = { oldpaypassword: DEMO_CUSTOMER.paypassword, newpaypassword: DEMO_CUSTOMER.paypassword, renewpaypassword: DEMO_CUSTOMER.paypassword };
  expect((await server.post('/api/user/updatepaypassword', change, { token })).body.code).toBe(1);
});
