import { ConfigSaveBody, EmptyBody, SignInBody, SignInLogBody, type ConfigKey } from '@snapmall/shared/contract';
import type { AppInstance } from '../../app-types';
import { authOf } from '../../http/auth';
import type { Services } from '../../services';
import { actorOf } from '../operators/auth';

/** The shop's configuration (public), the daily sign-in, and the operator's configuration calls. */
export async function settingsRoutes(app: AppInstance, { settings, signIn, guarded, operatorGuarded }: Services) {
  app.post('/api/common/config', { schema: { body: EmptyBody } }, async (_req, reply) => reply.ok(await settings.get()));

  app.post('/api/user/signin', { schema: { body: SignInBody }, ...guarded }, async (req, reply) =>
    reply.ok(await signIn.signIn(authOf(req).userId, req.body.request_id), 'signin.done'),
  );
  app.post('/api/user/signinlog', { schema: { body: SignInLogBody }, ...guarded }, async (req, reply) =>
    reply.ok(await signIn.month(authOf(req).userId, req.body.month)),
  );

  app.post('/api/admin/config/get', { schema: { body: EmptyBody }, ...operatorGuarded }, async (_req, reply) => reply.ok(await settings.get()));
  app.post('/api/admin/config/save', { schema: { body: ConfigSaveBody }, ...operatorGuarded }, async (req, reply) =>
    reply.ok(await settings.save(actorOf(req), req.body.key as ConfigKey, req.body.value), 'admin.saved'),
  );
}
