import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { actorOf, operatorOf } from '../../http/operator-auth';
import { relyingPartyOf, sessionClientOf } from '../../http/operator-client';
import { authRateLimit } from '../../http/rate-limit';
import type { AppInstance } from '../../app-types';
import type { RouteDeps } from '../../services';
import { post } from '../../http/call';

/**
 * Operators' second factors (issue 26). Under /api/admin/login/: the login's second step and the first enrolment,
 * each with the ticket the password login answered (no operator token: a ticket opens these calls and nothing
 * else). Under /api/admin/factor/: an operator's own factors (the Security page). An owner's reset of another's.
 */
export async function factorRoutes(app: AppInstance, { operators, operatorGuarded, config }: RouteDeps<'operators' | 'operatorGuarded' | 'config'>) {
  const { factors } = operators;
  // The second step is a login too: the same per-address limit as the password's.
  const limited = { config: authRateLimit(config) };

  post(app, '/api/admin/login/link', limited, async (req, reply) =>
    reply.ok(await operators.loginWithLink(req.body.link, req.body.username, req.body.password, sessionClientOf(req))),
  );
  post(app, '/api/admin/login/passkey/options', limited, async (req, reply) =>
    reply.ok(await factors.login.loginOptions(relyingPartyOf(req, config), req.body.ticket)),
  );
  post(app, '/api/admin/login/passkey', limited, async (req, reply) =>
    reply.ok(await factors.login.loginPasskey(relyingPartyOf(req, config), req.body.ticket, req.body.response as AuthenticationResponseJSON, sessionClientOf(req)), 'account.loggedIn'),
  );
  post(app, '/api/admin/login/totp', limited, async (req, reply) =>
    reply.ok(await factors.login.loginTotp(req.body.ticket, req.body.code, sessionClientOf(req)), 'account.loggedIn'),
  );
  post(app, '/api/admin/login/recovery', limited, async (req, reply) =>
    reply.ok(await factors.login.loginRecovery(req.body.ticket, req.body.code, sessionClientOf(req)), 'account.loggedIn'),
  );
  post(app, '/api/admin/login/enrol/passkey/options', limited, async (req, reply) =>
    reply.ok(await factors.login.enrolPasskeyOptions(relyingPartyOf(req, config), req.body.ticket)),
  );
  post(app, '/api/admin/login/enrol/passkey', limited, async (req, reply) => {
    const response = req.body.response as RegistrationResponseJSON;
    return reply.ok(await factors.login.enrolPasskey(relyingPartyOf(req, config), req.body.ticket, response, req.body.name, sessionClientOf(req)), 'factor.enrolled');
  });
  post(app, '/api/admin/login/enrol/totp/options', limited, async (req, reply) =>
    reply.ok(await factors.login.enrolTotpOptions(req.body.ticket)),
  );
  post(app, '/api/admin/login/enrol/totp', limited, async (req, reply) =>
    reply.ok(await factors.login.enrolTotp(req.body.ticket, req.body.code, sessionClientOf(req)), 'factor.enrolled'),
  );

  post(app, '/api/admin/factor/list', operatorGuarded, async (req, reply) => reply.ok(await factors.list(operatorOf(req))));
  post(app, '/api/admin/factor/passkey/options', operatorGuarded, async (req, reply) =>
    reply.ok(await factors.passkeyOptions(relyingPartyOf(req, config), operatorOf(req))),
  );
  post(app, '/api/admin/factor/passkey/add', operatorGuarded, async (req, reply) => {
    const response = req.body.response as RegistrationResponseJSON;
    return reply.ok(await factors.addPasskey(relyingPartyOf(req, config), actorOf(req), operatorOf(req), response, req.body.name), 'factor.added');
  });
  post(app, '/api/admin/factor/totp/options', operatorGuarded, async (req, reply) => reply.ok(await factors.totpOptions(operatorOf(req))));
  post(app, '/api/admin/factor/totp/add', operatorGuarded, async (req, reply) =>
    reply.ok(await factors.addTotp(actorOf(req), operatorOf(req), req.body.code), 'factor.added'),
  );
  post(app, '/api/admin/factor/remove', operatorGuarded, async (req, reply) =>
    reply.ok(await factors.remove(actorOf(req), operatorOf(req), req.body.kind, req.body.id), 'factor.removed'),
  );
  post(app, '/api/admin/factor/recovery', operatorGuarded, async (req, reply) =>
    reply.ok(await factors.newRecovery(actorOf(req), operatorOf(req))),
  );
  // Under /api/admin/operator/: the owner's (roles.ts).
  post(app, '/api/admin/operator/factor-reset', operatorGuarded, async (req, reply) => {
    await operators.resetFactors(actorOf(req), operatorOf(req), req.body.id);
    return reply.ok(null, 'factor.reset');
  });
}
