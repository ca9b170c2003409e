import { ConfigSaveBody, EmptyBody, type ConfigKey } from '@snapmall/shared/contract';
import type { AppInstance } from '../../app-types';
import { actorOf } from '../../http/operator-auth';
import { langOf } from '../../http/request';
import type { RouteDeps } from '../../services';

/** The shop's configuration and customer-service entries (public), and the operator's configuration calls. */
export async function settingsRoutes(app: AppInstance, { settings, operatorGuarded }: RouteDeps<'settings' | 'operatorGuarded'>) {
  app.post('/api/common/config', { schema: { body: EmptyBody } }, async (_req, reply) => reply.ok(await settings.get()));

  app.post('/api/common/customer', { schema: { body: EmptyBody } }, async (req, reply) => reply.ok(await settings.customerServices(langOf(req))));

  app.post('/api/admin/config/get', { schema: { body: EmptyBody }, ...operatorGuarded }, async (_req, reply) => reply.ok(await settings.get()));
  app.post('/api/admin/config/save', { schema: { body: ConfigSaveBody }, ...operatorGuarded }, async (req, reply) =>
    reply.ok(await settings.save(actorOf(req), req.body.key as ConfigKey, req.body.value), 'admin.saved'),
  );
}
