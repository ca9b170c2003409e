import type { AppInstance } from '../../app-types';
import type { RouteDeps } from '../../services';
import { post } from '../../http/call';

/**
 * /api/telemetry/vitals: the shell's field vitals. No login (logged-out visitors have pages too), so the address
 * limits it as it does /api/telemetry/remote (config.telemetryRatePerMinute); what counts is decided by the
 * canary telemetry's trust rules (vitals/service.ts). /api/admin/vitals/summary: the console's performance page.
 */
export async function vitalsRoutes(app: AppInstance, { vitals, config, operatorGuarded: guarded }: RouteDeps<'vitals' | 'config' | 'operatorGuarded'>) {
  const rateLimit = { max: config.telemetryRatePerMinute, timeWindow: 60_000 };
  post(app, '/api/telemetry/vitals', { config: { rateLimit } }, async (req, reply) => {
    await vitals.record(req.body, req.ip);
    return reply.ok(null);
  });
  post(app, '/api/admin/vitals/summary', guarded, async (req, reply) => reply.ok(await vitals.summary(req.body.days)));
}
