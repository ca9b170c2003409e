import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { CALLS, type Call } from '@snapmall/shared/contract';
import { authOf } from './route-catalog';

const calls: Readonly<Record<string, Call>> = CALLS;

/** An operation's id from its URL: /api/admin/login/enrol/totp → adminLoginEnrolTotp (unique as the URL is). */
export const operationIdOf = (url: string) =>
  url
    .replace(/^\/api\//, '')
    .split(/[/-]/)
    .map((part, i) => (i === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('');

/** The security each kind of route needs, by the header the shop's clients send (http/request.ts). */
const SECURITY = { user: [{ customerToken: [] }], operator: [{ operatorToken: [] }], runner: [{ smokeRunnerToken: [] }], none: [] } as const;

/**
 * The whole API described in OpenAPI 3 (issue 20), generated from the same contract schemas the server validates
 * with: `/api/openapi.json`, and a reference page at `/api/docs` (Swagger UI, served from the package, no CDN).
 * Registered before the routes: the plugin collects them as they are added. Each call is tagged by its area and
 * says which token it needs; the admin calls need an operator's, and their roles are in docs/operating.md.
 */
export async function openApi(app: FastifyInstance, version: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'SnapMall API',
        version,
        // The shop's own code, published nowhere (package.json is private).
        license: { name: 'Proprietary' },
        description:
          'Every call is a POST with a JSON body and answers the envelope {code, msg, time, data}: code 1 success, code 0 a refusal the ' +
          'customer can act on (HTTP 200), and 401, 403, 404, 413, 422 (with `errors` per field) and 429 in the same shape. ' +
          'Texts follow the `lang` query (en-us, zh-tw). Money is a decimal string with two places.',
      },
      // The calls are answered by the shop that serves this document, at its own origin.
      servers: [{ url: '/', description: 'The shop serving this document' }],
      components: {
        securitySchemes: {
          customerToken: { type: 'apiKey', in: 'header', name: 'token', description: "A customer's session token (/api/user/login)." },
          operatorToken: { type: 'apiKey', in: 'header', name: 'token', description: "An operator's session token (/api/admin/login); roles decide which admin calls it opens." },
          smokeRunnerToken: { type: 'apiKey', in: 'header', name: 'token', description: 'A smoke runner\'s token (npm run ops -- smoke:token): the only credential /api/smoke/* take.' },
        },
      },
    },
    transform: ({ schema, url, route }) => {
      if (!url.startsWith('/api/')) return { schema: { ...schema, hide: true }, url };
      const auth = authOf(route);
      const area = url.startsWith('/api/admin/') ? 'admin' : url.split('/')[2] ?? 'api';
      // Its summary is the call's own line in the contract (issue 28).
      const summary = calls[url]?.summary;
      return { schema: { ...schema, summary, operationId: operationIdOf(url), tags: [area], security: [...SECURITY[auth]] }, url };
    },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets style attributes as it draws (a page of documentation, no customer data): styles may be inline,
    // scripts stay the package's own files.
    transformStaticCSP: (header) => header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
    theme: { title: 'SnapMall API' },
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
