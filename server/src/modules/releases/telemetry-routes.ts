import type { AppInstance } from '../../app-types';
import type { RouteDeps } from '../../services';
import { post } from '../../http/call';

/**
 * /api/telemetry/remote: what the shell reports about the remotes it loads. No login (logged-out visitors load
 * remotes too), so the client address is what limits it: config.telemetryRatePerMinute calls a minute; and what
 * counts is the client (once per version it is really served) with a few clients per address (telemetry.ts).
 */
export async function releaseTelemetryRoutes(app: AppInstance, { releaseTelemetry, config }: RouteDeps<'releaseTelemetry' | 'config'>) {
  const rateLimit = { max: config.telemetryRatePerMinute, timeWindow: 60_000 };
  post(app, '/api/telemetry/remote', { config: { rateLimit } }, async (req, reply) => {
    await releaseTelemetry.record(req.body, req.ip);
    return reply.ok(null);
  });
}
