import { randomUUID } from 'node:crypto';
import type { TestServer } from './helpers';
import { balanceOf } from './money-helpers';
import { servicesOfRoomy, shopper, withOrderShop } from './order-helpers';

let server: TestServer;
let admin: string;
withOrderShop((shop) => ({ server, admin } = shop));

const auth = (token: string) => ({ token });

describe('VIP upgrades', () => {
  it('buys a higher level at its published price once per request id', async () => {
    const customer = await shopper(server, admin, '1000', 1);
    const id = randomUUID();
    const results = await Promise.all([1, 2, 3].map(() => server.post<{ level: number; paid: string; balance: string }>('/api/user/vipupgrade', { level: 2, request_id: id }, auth(customer.token))));
    expect(results.map((r) => r.body.data)).toEqual([1, 2, 3].map(() => ({ level: 2, paid: '500.00', balance: '500.00' })));
    expect((await balanceOf(server, customer.token)).money).toBe('500.00');
    const lower = await server.post('/api/user/vipupgrade', { level: 1, request_id: randomUUID() }, auth(customer.token));
    expect(lower.body).toMatchObject({ code: 0, msg: 'You are already at level 2; choose a higher level' });
    const tooDear = await server.post('/api/user/vipupgrade?lang=zh-tw', { level: 4, request_id: randomUUID() }, auth(customer.token));
    expect(tooDear.body).toMatchObject({ code: 0, msg: '餘額不足' });
  });

  it('lets the operator publish a level, audited, and refuses impossible rules', async () => {
    const saved = await server.post('/api/admin/vip/save', { ...servicesOfRoomy(), level: 7, name: 'Seven', order_join_rate: '5' }, auth(admin));
    expect(saved.body.code).toBe(1);
    const levels = await server.post<Array<{ level: number; order_join_rate: string }>>('/api/goods/level', {});
    expect(levels.body.data.find((l) => l.level === 7)).toMatchObject({ order_join_rate: '5.00' });
    const bad = await server.post<unknown>('/api/admin/vip/save', { ...servicesOfRoomy(), level: 7, order_join_rate: '150', min_withdraw: '2000' }, auth(admin));
    expect(bad.status).toBe(422);
    const audit = await server.db.query("SELECT action FROM audit_log WHERE target_type = 'vip' AND target_id = 7");
    expect(audit).toEqual([{ action: 'vip.create' }]);
  });
});
