import { type ConfigKey } from '@snapmall/shared/contract';
import type { AppInstance } from '../../app-types';
import { actorOf } from '../../http/operator-auth';
import { langOf } from '../../http/request';
import type { RouteDeps } from '../../services';
import { post } from '../../http/call';

/** The shop's configuration and customer-service entries (public), and the operator's configuration calls. */
export async function settingsRoutes(app: AppInstance, { settings, operatorGuarded }: RouteDeps<'settings' | 'operatorGuarded'>) {
  post(app, '/api/common/config', {}, async (_req, reply) => reply.ok(await settings.get()));

  post(app, '/api/common/customer', {}, async (req, reply) => reply.ok(await settings.customerServices(langOf(req))));

  post(app, '/api/admin/config/get', operatorGuarded, async (_req, reply) => reply.ok(await settings.get()));
  post(app, '/api/admin/config/save', operatorGuarded, async (req, reply) =>
    reply.ok(await settings.save(actorOf(req), req.body.key as ConfigKey, req.body.value), 'admin.saved'),
  );
}
