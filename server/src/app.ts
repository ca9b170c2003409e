import Fastify from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppDeps, AppInstance } from './app-types';
import { t } from './i18n/messages';
import { envelope } from './http/envelope';
import { handleError } from './http/error-handler';
import { noStoreOnApi } from './http/no-store';
import { loggerOptions, type LogSettings } from './http/logging';
import { langOf } from './http/request';
import { routeCatalog } from './http/route-catalog';
import { answerSchemas } from './http/answers';
import { openApi } from './http/openapi';
import serverPackage from '../package.json';
import { createGuards } from './http/guards';
import { createValidatorCompiler } from './schema/validator';
import { rateLimitPlugin } from './modules/ratelimit/plugin';
import { accountRoutes } from './modules/account/routes';
import { bankAdminRoutes } from './modules/bank/admin-routes';
import { bankRoutes } from './modules/bank/routes';
import { ledgerRoutes } from './modules/ledger/routes';
import { messageRoutes } from './modules/messages/routes';
import { operatorRoutes } from './modules/operators/routes';
import { approvalRoutes } from './modules/approvals/routes';
import { factorRoutes } from './modules/operators/factor-routes';
import { sessionRoutes } from './modules/operators/session-routes';
import { devRoutes } from './modules/releases/dev-routes';
import { releaseRoutes } from './modules/releases/routes';
import { smokeRoutes } from './modules/releases/smoke-routes';
import { releaseTelemetryRoutes } from './modules/releases/telemetry-routes';
import { vitalsRoutes } from './modules/vitals/routes';
import { catalogueAdminRoutes } from './modules/shopping/admin-routes';
import { catalogueRoutes } from './modules/shopping/routes';
import { consoleRoutes } from './modules/console/routes';
import { orderAdminRoutes } from './modules/orders/admin-routes';
import { orderRoutes } from './modules/orders/routes';
import { lotteryRoutes } from './modules/lottery/routes';
import { prune } from './modules/releases/retention';
import { settingsRoutes } from './modules/settings/routes';
import { signInRoutes } from './modules/signin/routes';
import { noticeRoutes } from './modules/notices/routes';
import { contentAdminRoutes } from './modules/notices/content-admin-routes';
import { vipRoutes } from './modules/vip/routes';
import { fastifyTrustProxy } from './http/trust-proxy';
import { runPeriodically } from './periodic';
import { createServices } from './services';
import { webRoutes } from './web';

/** The largest request body accepted; larger ones get a 413 in the usual envelope. */
export const BODY_LIMIT = 256 * 1024;

/** Builds the app around an open database; main.ts listens, tests use app.inject. */
export async function buildApp(deps: AppDeps, log: LogSettings | false = false): Promise<AppInstance> {
  const app = Fastify({
    logger: loggerOptions(log),
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    bodyLimit: BODY_LIMIT,
    // A URL Fastify cannot even route (GET /api/%) is answered by the same handler, in the same envelope.
    frameworkErrors: (error, request, reply) => handleError(error, request, reply),
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Unknown fields are refused, not dropped, and types are not coerced: bad input gets a 422, never a guess.
  app.setValidatorCompiler(createValidatorCompiler());
  await app.register(routeCatalog);
  // Before the routes and the API's description: each route gets its answer's schemas as it is added.
  await app.register(answerSchemas, { responseSchemas: deps.config.responseSchemas, checkAnswers: deps.config.checkAnswers });

  app.decorateReply('ok', function ok(data: unknown, messageKey = 'ok') {
    return this.send(envelope(1, t(langOf(this.request), messageKey), data));
  });
  // Read and set by a dev link's calls and answers (modules/releases/dev-routes.ts, web.ts), and by nothing else.
  await app.register(cookie);
  await app.register(helmet, {
    // The pages' policy names the remotes' origins from the registry, so web.ts sets it per answer.
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  // SPEC.md §7 lists calls with no payload: an absent body is an empty one, checked like any other.
  app.addHook('preValidation', async (request) => {
    request.body ??= {};
  });
  app.addHook('onSend', noStoreOnApi);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(envelope(404, t(langOf(request), 'http.notFound'), null));
  });

  // Before the routes: these plugins find them through an onRoute hook.
  await rateLimitPlugin(app, deps);
  await openApi(app, serverPackage.version);
  const services = createServices(deps);
  // Each route file is handed what it names (RouteDeps): these are all the services and guards it may name.
  const routeDeps = { ...services, ...createGuards(services) };
  await app.register(async (api) => {
    // API answers only (static files are compressed at build time, web.ts). Small answers are sent as they are:
    // under a KB, compressing saves little and costs CPU. Request bodies are read as sent (no decompression).
    await api.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
    await accountRoutes(api, routeDeps);
    await noticeRoutes(api, routeDeps);
    await contentAdminRoutes(api, routeDeps);
    await vipRoutes(api, routeDeps);
    await bankRoutes(api, routeDeps);
    await ledgerRoutes(api, routeDeps);
    await messageRoutes(api, routeDeps);
    await operatorRoutes(api, routeDeps);
    await factorRoutes(api, routeDeps);
    await sessionRoutes(api, routeDeps);
    await bankAdminRoutes(api, routeDeps);
    await approvalRoutes(api, routeDeps);
    await catalogueRoutes(api, routeDeps);
    await catalogueAdminRoutes(api, routeDeps);
    await orderRoutes(api, routeDeps);
    await orderAdminRoutes(api, routeDeps);
    await consoleRoutes(api, routeDeps);
    await lotteryRoutes(api, routeDeps);
    await settingsRoutes(api, routeDeps);
    await signInRoutes(api, routeDeps);
    await releaseTelemetryRoutes(api, routeDeps);
    await vitalsRoutes(api, routeDeps);
    await releaseRoutes(api, routeDeps);
    await devRoutes(api, routeDeps);
    await smokeRoutes(api, routeDeps);
  });
  // Shipped orders past ORDER_AUTO_RECEIVE_DAYS are received every minute; lottery periods drawn every second.
  app.addHook('onClose', () => services.buys.close());
  // A server that takes traffic has its buy thread ready before the first buy (tests start it on demand).
  if (deps.config.warmBuyThread) app.addHook('onReady', () => services.buys.warmUp());
  runPeriodically(app, 'automatic receipt', 60_000, () => services.orders.receiveDue());
  runPeriodically(app, 'lottery draws', deps.config.lotteryTickMs, () => services.draws.tick());
  runPeriodically(app, 'canary judge', deps.config.canaryJudgeMs, () => services.releaseTelemetry.judge());
  runPeriodically(app, 'release retention', 3_600_000, () => prune(deps.db));
  runPeriodically(app, 'vitals retention', 3_600_000, () => services.vitals.sweep());
  // Requests nobody decided in time close as expired (audited); deciding one checks its time anyway.
  runPeriodically(app, 'approval expiry', 60_000, () => services.approvals.expireDue());
  if (deps.config.webRoot) await app.register(webRoutes, { ...deps, webRoot: deps.config.webRoot });
  return app;
}
