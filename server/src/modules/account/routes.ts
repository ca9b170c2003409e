import {
  EmptyBody,
  LoginBody,
  ProfileBody,
  RegisterBody,
  SetPayPasswordBody,
  UpdatePasswordBody,
  UpdatePayPasswordBody,
} from '@snapmall/shared/contract';
import type { AppInstance } from '../../app-types';
import { authOf } from '../../http/auth';
import type { RouteDeps } from '../../services';
import { authRateLimit } from '../../http/rate-limit';

/** /api/user/*: FastAdmin's field names, so the client also fits such backends. */
export async function accountRoutes(app: AppInstance, { accounts, config, guarded }: RouteDeps<'accounts' | 'config' | 'guarded'>) {
  app.post('/api/user/register', { schema: { body: RegisterBody }, config: authRateLimit(config) }, async (req, reply) =>
    reply.ok({ userinfo: await accounts.register(req.body, req.ip) }, 'account.registered'),
  );

  app.post('/api/user/login', { schema: { body: LoginBody }, config: authRateLimit(config) }, async (req, reply) =>
    reply.ok({ userinfo: await accounts.login(req.body, req.ip) }, 'account.loggedIn'),
  );

  app.post('/api/user/logout', { schema: { body: EmptyBody }, ...guarded }, async (req, reply) => {
    await accounts.logout(authOf(req));
    return reply.ok(null, 'auth.loggedOut');
  });

  app.post('/api/user/retval', { schema: { body: EmptyBody }, ...guarded }, async (req, reply) =>
    reply.ok(await accounts.userInfo(authOf(req))),
  );

  app.post('/api/user/profile', { schema: { body: ProfileBody }, ...guarded }, async (req, reply) =>
    reply.ok(await accounts.updateProfile(authOf(req), req.body), 'account.profileSaved'),
  );

  app.post('/api/user/updatepassword', { schema: { body: UpdatePasswordBody }, ...guarded }, async (req, reply) => {
    await accounts.passwords.change(authOf(req).userId, req.body);
    return reply.ok(null, 'account.passwordChanged');
  });

  // Answered with the user info, which says whether a withdrawal password is set.
  app.post('/api/user/setpaypassword', { schema: { body: SetPayPasswordBody }, ...guarded }, async (req, reply) => {
    await accounts.passwords.setPay(authOf(req).userId, req.body);
    return reply.ok(await accounts.userInfo(authOf(req)), 'account.payPasswordSet');
  });

  app.post('/api/user/updatepaypassword', { schema: { body: UpdatePayPasswordBody }, ...guarded }, async (req, reply) => {
    await accounts.passwords.changePay(authOf(req).userId, req.body);
    return reply.ok(await accounts.userInfo(authOf(req)), 'account.payPasswordChanged');
  });
}
