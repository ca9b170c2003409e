import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  EmptyBody,
  EnrolLinkBody,
  FactorCodeBody,
  FactorPasskeyAddBody,
  FactorRemoveBody,
  FactorResetBody,
  TicketBody,
  TicketCodeBody,
  TicketPasskeyAddBody,
  TicketPasskeyBody,
} from '@snapmall/shared/contract';
import { actorOf, operatorOf } from '../../http/operator-auth';
import { relyingPartyOf, sessionClientOf } from '../../http/operator-client';
import { authRateLimit } from '../../http/rate-limit';
import type { AppInstance } from '../../app-types';
import type { RouteDeps } from '../../services';

/**
 * Operators' second factors (issue 26). Under /api/admin/login/: the login's second step and the first enrolment,
 * each with the ticket the password login answered (no operator token: a ticket opens these calls and nothing
 * else). Under /api/admin/factor/: an operator's own factors (the Security page). An owner's reset of another's.
 */
export async function factorRoutes(app: AppInstance, { operators, operatorGuarded, config }: RouteDeps<'operators' | 'operatorGuarded' | 'config'>) {
  const { factors } = operators;
  // The second step is a login too: the same per-address limit as the password's.
  const limited = { config: authRateLimit(config) };

  app.post('/api/admin/login/link', { schema: { body: EnrolLinkBody }, ...limited }, async (req, reply) =>
    reply.ok(await operators.loginWithLink(req.body.link, req.body.username, req.body.password, sessionClientOf(req))),
  );
  app.post('/api/admin/login/passkey/options', { schema: { body: TicketBody }, ...limited }, async (req, reply) =>
    reply.ok(await factors.login.loginOptions(relyingPartyOf(req, config), req.body.ticket)),
  );
  app.post('/api/admin/login/passkey', { schema: { body: TicketPasskeyBody }, ...limited }, async (req, reply) =>
    reply.ok(await factors.login.loginPasskey(relyingPartyOf(req, config), req.body.ticket, req.body.response as AuthenticationResponseJSON, sessionClientOf(req)), 'account.loggedIn'),
  );
  app.post('/api/admin/login/totp', { schema: { body: TicketCodeBody }, ...limited }, async (req, reply) =>
    reply.ok(await factors.login.loginTotp(req.body.ticket, req.body.code, sessionClientOf(req)), 'account.loggedIn'),
  );
  app.post('/api/admin/login/recovery', { schema: { body: TicketCodeBody }, ...limited }, async (req, reply) =>
    reply.ok(await factors.login.loginRecovery(req.body.ticket, req.body.code, sessionClientOf(req)), 'account.loggedIn'),
  );
  app.post('/api/admin/login/enrol/passkey/options', { schema: { body: TicketBody }, ...limited }, async (req, reply) =>
    reply.ok(await factors.login.enrolPasskeyOptions(relyingPartyOf(req, config), req.body.ticket)),
  );
  app.post('/api/admin/login/enrol/passkey', { schema: { body: TicketPasskeyAddBody }, ...limited }, async (req, reply) => {
    const response = req.body.response as RegistrationResponseJSON;
    return reply.ok(await factors.login.enrolPasskey(relyingPartyOf(req, config), req.body.ticket, response, req.body.name, sessionClientOf(req)), 'factor.enrolled');
  });
  app.post('/api/admin/login/enrol/totp/options', { schema: { body: TicketBody }, ...limited }, async (req, reply) =>
    reply.ok(await factors.login.enrolTotpOptions(req.body.ticket)),
  );
  app.post('/api/admin/login/enrol/totp', { schema: { body: TicketCodeBody }, ...limited }, async (req, reply) =>
    reply.ok(await factors.login.enrolTotp(req.body.ticket, req.body.code, sessionClientOf(req)), 'factor.enrolled'),
  );

  app.post('/api/admin/factor/list', { schema: { body: EmptyBody }, ...operatorGuarded }, async (req, reply) => reply.ok(await factors.list(operatorOf(req))));
  app.post('/api/admin/factor/passkey/options', { schema: { body: EmptyBody }, ...operatorGuarded }, async (req, reply) =>
    reply.ok(await factors.passkeyOptions(relyingPartyOf(req, config), operatorOf(req))),
  );
  app.post('/api/admin/factor/passkey/add', { schema: { body: FactorPasskeyAddBody }, ...operatorGuarded }, async (req, reply) => {
    const response = req.body.response as RegistrationResponseJSON;
    return reply.ok(await factors.addPasskey(relyingPartyOf(req, config), actorOf(req), operatorOf(req), response, req.body.name), 'factor.added');
  });
  app.post('/api/admin/factor/totp/options', { schema: { body: EmptyBody }, ...operatorGuarded }, async (req, reply) => reply.ok(await factors.totpOptions(operatorOf(req))));
  app.post('/api/admin/factor/totp/add', { schema: { body: FactorCodeBody }, ...operatorGuarded }, async (req, reply) =>
    reply.ok(await factors.addTotp(actorOf(req), operatorOf(req), req.body.code), 'factor.added'),
  );
  app.post('/api/admin/factor/remove', { schema: { body: FactorRemoveBody }, ...operatorGuarded }, async (req, reply) =>
    reply.ok(await factors.remove(actorOf(req), operatorOf(req), req.body.kind, req.body.id), 'factor.removed'),
  );
  app.post('/api/admin/factor/recovery', { schema: { body: EmptyBody }, ...operatorGuarded }, async (req, reply) =>
    reply.ok(await factors.newRecovery(actorOf(req), operatorOf(req))),
  );
  // Under /api/admin/operator/: the owner's (roles.ts).
  app.post('/api/admin/operator/factor-reset', { schema: { body: FactorResetBody }, ...operatorGuarded }, async (req, reply) => {
    await operators.resetFactors(actorOf(req), operatorOf(req), req.body.id);
    return reply.ok(null, 'factor.reset');
  });
}
