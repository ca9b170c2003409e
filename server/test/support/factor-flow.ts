import { Secret, TOTP } from 'otpauth';
import type { AdminSessionAnswer, AdminTicketAnswer, OperatorFactors, PasskeyCreationOptions, PasskeyRequestOptions, TotpSetup } from '@snapmall/shared/contract';
import { OperatorService } from '../../src/modules/operators/service';
import type { TestServer } from '../helpers';
import type { AnswerWalk } from './answer-walk';
import { SoftAuthenticator } from './authenticator';

/** The origin app.inject's requests come from (Host: localhost:80), as a browser names it. */
export const INJECT_ORIGIN = 'http://localhost';

/** The TOTP code of a 30-second step (`offset` steps from now), as an authenticator app shows it. */
export function totpCode(secret: string, offset = 0): string {
  const step = Math.floor(Date.now() / 30_000) + offset;
  return new TOTP({ secret: Secret.fromBase32(secret), period: 30, digits: 6, algorithm: 'SHA1' }).generate({ timestamp: step * 30_000 });
}

/**
 * Every second-factor call once with success (issue 26), through `walk` so each answer is held to its schema: a
 * finance operator enrols a passkey with the login's ticket, logs in with it and with a recovery code, adds an app
 * and logs in with its code, adds and removes a second passkey, draws new recovery codes; another enrols an app; a
 * third comes in by an enrolment link; the owner resets the first.
 */
export async function factorFlow(walk: AnswerWalk, server: TestServer, owner: string): Promise<void> {
  const { ok } = walk;
  const operators = new OperatorService(server.db);
  const password = 'factor-flow-1';
  await operators.save('cli:test', { username: 'flow_fin', roles: ['finance'], password });
  const login = () => ok<AdminTicketAnswer>('/api/admin/login', { username: 'flow_fin', password });

  const key = new SoftAuthenticator(INJECT_ORIGIN);
  const enrol = await login();
  const creation = await ok<PasskeyCreationOptions>('/api/admin/login/enrol/passkey/options', { ticket: enrol.ticket });
  const first = await ok<AdminSessionAnswer>('/api/admin/login/enrol/passkey', { ticket: enrol.ticket, response: key.register(creation), name: 'Desk key' });

  const verify = await login();
  const request = await ok<PasskeyRequestOptions>('/api/admin/login/passkey/options', { ticket: verify.ticket });
  const { token } = await ok<AdminSessionAnswer>('/api/admin/login/passkey', { ticket: verify.ticket, response: key.assert(request) });
  await ok('/api/admin/login/recovery', { ticket: (await login()).ticket, code: first.recovery_codes![0]! });

  const setup = await ok<TotpSetup>('/api/admin/factor/totp/options', {}, token);
  await ok('/api/admin/factor/totp/add', { code: totpCode(setup.secret) }, token);
  await ok('/api/admin/login/totp', { ticket: (await login()).ticket, code: totpCode(setup.secret, 1) });
  const another = new SoftAuthenticator(INJECT_ORIGIN);
  const options = await ok<PasskeyCreationOptions>('/api/admin/factor/passkey/options', {}, token);
  const listed = await ok<OperatorFactors>('/api/admin/factor/passkey/add', { response: another.register(options), name: 'Phone' }, token);
  await ok('/api/admin/factor/remove', { kind: 'passkey', id: listed.passkeys.find((p) => p.name === 'Phone')!.id }, token);
  await ok('/api/admin/factor/list', {}, token);
  await ok('/api/admin/factor/recovery', {}, token);

  await operators.save('cli:test', { username: 'flow_app', roles: ['owner'], password });
  const app = await ok<AdminTicketAnswer>('/api/admin/login', { username: 'flow_app', password });
  const appSetup = await ok<TotpSetup>('/api/admin/login/enrol/totp/options', { ticket: app.ticket });
  await ok('/api/admin/login/enrol/totp', { ticket: app.ticket, code: totpCode(appSetup.secret) });

  await operators.save('cli:test', { username: 'flow_link', roles: ['content'], password });
  const link = await operators.enrolLink('cli:test', 'flow_link');
  await ok('/api/admin/login/link', { link, username: 'flow_link', password });

  const [fin] = await server.db.query<{ id: number }>("SELECT id FROM operators WHERE username = 'flow_fin'");
  await ok('/api/admin/operator/factor-reset', { id: fin!.id }, owner);
}
