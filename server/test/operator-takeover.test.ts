import { randomUUID } from 'node:crypto';
import { OperatorService } from '../src/modules/operators/service';
import { requestApproved } from './approval-helpers';
import { operatorLogin, operatorToken, registerUser, startTestServer, type TestServer } from './helpers';

/**
 * An owner who cannot approve their own request must not become someone who can (issue 26, found by an attack
 * review): setting a finance operator's password from the console, then resetting their factors and enrolling new
 * ones, would hand the owner a second approver's identity. And a login begun with a password that has since been
 * set afresh must not finish.
 */
let server: TestServer;
let owner: { token: string; username: string };
beforeAll(async () => {
  server = await startTestServer();
  owner = await operatorToken(server);
});
afterAll(() => server.close());

describe('taking over a second approver', () => {
  it('refuses an owner setting another owner or finance operator’s password; the operator’s own and root’s are taken', async () => {
    const made = await requestApproved<{ password: string }>(server, '/api/admin/operator/save', { username: 'fin_victim', roles: ['finance'] }, owner.token);
    expect(made.body.code).toBe(1);
    const taken = await server.post('/api/admin/operator/save', { username: 'fin_victim', roles: ['finance'], password: 'owner-knows-this-1' }, { token: owner.token });
    expect(taken.body).toMatchObject({ code: 0, msg: expect.stringMatching(/sets their own password/) });
    // Nothing changed: the old password still logs them in, the owner's does not.
    expect((await server.post('/api/admin/login', { username: 'fin_victim', password: 'owner-knows-this-1' })).body.code).toBe(0);
    expect((await operatorLogin(server, 'fin_victim', made.body.data.password)).roles).toEqual(['finance']);

    // Another owner's, too; the owner's own password is theirs to set.
    const other = await operatorToken(server);
    expect((await server.post('/api/admin/operator/save', { username: other.username, roles: ['owner'], password: 'owner-knows-this-2' }, { token: owner.token })).body.code).toBe(0);
    expect((await server.post('/api/admin/operator/save', { username: other.username, roles: ['owner'], password: 'my-own-new-one-3' }, { token: other.token })).body.code).toBe(1);

    // Root on the server's command line acts alone (how a lost password is set), audited as such.
    await new OperatorService(server.db).setPassword('cli:root', 'fin_victim', 'root-set-this-4');
    expect((await operatorLogin(server, 'fin_victim', 'root-set-this-4')).roles).toEqual(['finance']);
  });

  it('so the owner cannot approve their own adjustment through a finance operator they took over', async () => {
    const owner2 = await operatorToken(server);
    const made = await requestApproved<{ password: string }>(server, '/api/admin/operator/save', { username: 'fin_target', roles: ['finance'] }, owner2.token);
    const customer = await registerUser(server);
    const asked = await server.post<{ requested: { id: number } }>(
      '/api/admin/user/adjust',
      { user_id: customer.userinfo.id, asset: 'cash', amount: '50000', reason: 'mine', request_id: randomUUID() },
      { token: owner.token },
    );
    expect(asked.body.data.requested.id).toEqual(expect.any(Number));
    // The takeover's first step is refused; the reset alone leaves the owner without the password.
    expect((await server.post('/api/admin/operator/save', { username: 'fin_target', roles: ['finance'], password: 'taken-over-5' }, { token: owner.token })).body.code).toBe(0);
    const [target] = await server.db.query<{ id: number }>("SELECT id FROM operators WHERE username = 'fin_target'");
    expect((await server.post('/api/admin/operator/factor-reset', { id: target!.id }, { token: owner.token })).body.code).toBe(1);
    expect((await server.post('/api/admin/login', { username: 'fin_target', password: 'taken-over-5' })).body.code).toBe(0);
    expect(made.body.code).toBe(1);
  });

  it('ends a login begun with the old password when the password is set afresh', async () => {
    await new OperatorService(server.db).setPassword('cli:root', 'own_ticket', 'first-password-6');
    const first = await server.post<{ ticket: string; step: string }>('/api/admin/login', { username: 'own_ticket', password: 'first-password-6' });
    expect(first.body.data.step).toBe('enrol');
    await new OperatorService(server.db).setPassword('cli:root', 'own_ticket', 'second-password-7');
    const late = await server.post<unknown>('/api/admin/login/enrol/totp/options', { ticket: first.body.data.ticket });
    expect({ code: late.body.code, data: late.body.data }).toEqual({ code: 0, data: null });
  });
});
