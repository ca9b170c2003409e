import type { AppInstance } from '../../app-types';
import { authOf } from '../../http/auth';
import type { RouteDeps } from '../../services';
import { authRateLimit } from '../../http/rate-limit';
import { post } from '../../http/call';

/** /api/user/*: FastAdmin's field names, so the client also fits such backends. */
export async function accountRoutes(app: AppInstance, { accounts, config, guarded }: RouteDeps<'accounts' | 'config' | 'guarded'>) {
  post(app, '/api/user/register', { config: authRateLimit(config) }, async (req, reply) =>
    reply.ok({ userinfo: await accounts.register(req.body, req.ip) }, 'account.registered'),
  );

  post(app, '/api/user/login', { config: authRateLimit(config) }, async (req, reply) =>
    reply.ok({ userinfo: await accounts.login(req.body, req.ip) }, 'account.loggedIn'),
  );

  post(app, '/api/user/logout', guarded, async (req, reply) => {
    await accounts.logout(authOf(req));
    return reply.ok(null, 'auth.loggedOut');
  });

  post(app, '/api/user/retval', guarded, async (req, reply) =>
    reply.ok(await accounts.userInfo(authOf(req))),
  );

  post(app, '/api/user/profile', guarded, async (req, reply) =>
    reply.ok(await accounts.updateProfile(authOf(req), req.body), 'account.profileSaved'),
  );

  post(app, '/api/user/updatepassword', guarded, async (req, reply) => {
    await accounts.passwords.change(authOf(req).userId, req.body);
    return reply.ok(null, 'account.passwordChanged');
  });

  // Answered with the user info, which says whether a withdrawal password is set.
  post(app, '/api/user/setpaypassword', guarded, async (req, reply) => {
    await accounts.passwords.setPay(authOf(req).userId, req.body);
    return reply.ok(await accounts.userInfo(authOf(req)), 'account.payPasswordSet');
  });

  post(app, '/api/user/updatepaypassword', guarded, async (req, reply) => {
    await accounts.passwords.changePay(authOf(req).userId, req.body);
    return reply.ok(await accounts.userInfo(authOf(req)), 'account.payPasswordChanged');
  });
}
