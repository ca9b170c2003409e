import type { AppInstance } from '../../app-types';
import type { RouteDeps } from '../../services';
import { ContentAdmin } from './content-admin';
import { post } from '../../http/call';

/**
 * /api/admin/content/get: a content page in both languages for the console's editor (content role, like content/*).
 * Its reader is made here, not in services.ts: it reads only the notices module's own table and no other module uses it.
 */
export async function contentAdminRoutes(app: AppInstance, { db, operatorGuarded }: RouteDeps<'db' | 'operatorGuarded'>) {
  const contents = new ContentAdmin(db);
  post(app, '/api/admin/content/get', operatorGuarded, async (req, reply) => reply.ok(await contents.get(req.body.key)));
}
