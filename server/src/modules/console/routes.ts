import type { AppInstance } from '../../app-types';
import { dayRange, DEFAULT_LIMIT, zoneOf } from '../../http/admin-list';
import { clientOffsetMinutes, langOf } from '../../http/request';
import type { RouteDeps } from '../../services';
import { post } from '../../http/call';

/** Days the dashboard charts when the body names none. */
const DASHBOARD_DAYS = 30;

/**
 * The operator console's own calls (issue 19): customers (every operator may look one up; changing a balance stays
 * /api/admin/user/adjust, finance's) and the dashboard. Days are the operator's (the `minute` header).
 */
export async function consoleRoutes(app: AppInstance, { consoleCustomers: customers, dashboard, operatorGuarded: guarded }: RouteDeps<'consoleCustomers' | 'dashboard' | 'operatorGuarded'>) {
  post(app, '/api/admin/user/list', guarded, async (req, reply) =>
    reply.ok(await customers.list({ q: req.body.q, page: req.body.page ?? 1, limit: req.body.limit ?? DEFAULT_LIMIT })),
  );
  post(app, '/api/admin/user/get', guarded, async (req, reply) =>
    reply.ok(await customers.detail(req.body.user_id, langOf(req))),
  );
  post(app, '/api/admin/user/moneylog', guarded, async (req, reply) => {
    const { user_id, asset, kind, from, to } = req.body;
    // Refuses `to` before `from` the way every operator list does; the statement takes the days with their zone.
    dayRange(req, from, to);
    const ask = { asset: asset ?? 'cash', kind, from, to, timeZone: zoneOf(req), page: req.body.page ?? 1, limit: req.body.limit ?? DEFAULT_LIMIT } as const;
    return reply.ok(await customers.moneylog(user_id, ask));
  });
  post(app, '/api/admin/user/bets', guarded, async (req, reply) =>
    reply.ok(await customers.bets(req.body.user_id, req.body.page ?? 1, langOf(req))),
  );
  post(app, '/api/admin/user/messages', guarded, async (req, reply) =>
    reply.ok(await customers.messages(req.body.user_id, req.body.page ?? 1, langOf(req))),
  );
  post(app, '/api/admin/user/signins', guarded, async (req, reply) =>
    reply.ok(await customers.signIns(req.body.user_id, req.body.page ?? 1)),
  );

  post(app, '/api/admin/dashboard', guarded, async (req, reply) =>
    reply.ok(await dashboard.figures(req.body.days ?? DASHBOARD_DAYS, clientOffsetMinutes(req))),
  );
}
