import type { AdminAuditRow, AdminPageOf, AdminWithdrawal, AdminWithdrawCard, PageOf } from '@snapmall/shared/contract';
import { requestApproved } from './approval-helpers';
import { operatorLogin, startTestServer, type TestServer } from './helpers';
import { fundedCustomer, moneyShop, withdraw } from './money-helpers';

/**
 * A withdrawal's card, "masked until asked for" (issue 26): the operator's lists and answers carry it masked; finance
 * reads the whole number on its own call, and that read is audited in its own transaction; nobody else may.
 */
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ admin } = await moneyShop(server));
});
afterAll(() => server.close());

const CARD = '6222021234567890';

/** A new operator with these roles, logged in (as the operators page makes one). */
async function operatorWith(username: string, roles: string[]) {
  // A grant of finance is approved by a second owner (issue 26).
  const made = await requestApproved<{ password: string }>(server, '/api/admin/operator/save', { username, roles }, admin);
  return (await operatorLogin(server, username, made.body.data.password)).token;
}

const reveals = async (id: number) => {
  const audit = await server.post<AdminPageOf<AdminAuditRow>>('/api/admin/audit/list', { page: 1, action: 'withdraw.card.reveal', target_type: 'withdrawal', target_id: id }, { token: admin });
  return audit.body.data.list;
};

describe('a withdrawal’s card number', () => {
  it('is masked in the operator’s list, whole to finance on asking, and every reading is audited with who read it', async () => {
    const user = await fundedCustomer(server, admin, '800.00');
    const w = (await withdraw(server, user.token, '300.00')).body.data;
    const finance = await operatorWith('card_fin', ['finance']);

    const list = await server.post<PageOf<AdminWithdrawal>>('/api/admin/withdraw/list', { page: 1, user_id: user.userinfo.id }, { token: finance });
    expect(list.body.data.list[0]).toMatchObject({ id: w.id, card_no: '************7890' });
    expect(JSON.stringify(list.body)).not.toContain(CARD);
    expect(await reveals(w.id)).toEqual([]);

    const shown = await server.post<AdminWithdrawCard>('/api/admin/withdraw/card', { id: w.id }, { token: finance });
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual({ id: w.id, card_no: CARD });
    const [record, ...more] = await reveals(w.id);
    expect(more).toEqual([]);
    expect(record).toMatchObject({ operator: 'operator:card_fin', action: 'withdraw.card.reveal', target_type: 'withdrawal', target_id: w.id });
    // The trail says that the number was read, not the number.
    expect(JSON.stringify(record)).not.toContain(CARD);

    await server.post('/api/admin/withdraw/card', { id: w.id }, { token: finance });
    expect(await reveals(w.id)).toHaveLength(2);
  });

  it('is refused to other roles and to customers, and an unknown withdrawal is not found, none of it audited', async () => {
    const user = await fundedCustomer(server, admin, '800.00');
    const w = (await withdraw(server, user.token, '200.00')).body.data;
    for (const role of ['catalogue', 'content', 'games']) {
      const token = await operatorWith(`card_${role}`, [role]);
      const refused = await server.post('/api/admin/withdraw/card', { id: w.id }, { token });
      expect([role, refused.status]).toEqual([role, 403]);
      expect(JSON.stringify(refused.body)).not.toContain(CARD);
    }
    // A customer's token is no operator's: even their own withdrawal's number is not read here.
    const customer = await server.post('/api/admin/withdraw/card', { id: w.id }, { token: user.token });
    expect(customer.status).toBe(401);
    expect(JSON.stringify(customer.body)).not.toContain(CARD);
    expect(await reveals(w.id)).toEqual([]);

    const unknown = await server.post('/api/admin/withdraw/card', { id: 987_654 }, { token: admin });
    expect(unknown.status).toBe(404);
    expect(await reveals(987_654)).toEqual([]);
    expect((await server.post('/api/admin/withdraw/card', { id: 'x' }, { token: admin })).status).toBe(422);
  });
});
