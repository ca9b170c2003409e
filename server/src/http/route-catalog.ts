import fp from 'fastify-plugin';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

/** One API route as registered: its URL, method and request schema. */
export interface CatalogEntry {
  method: string;
  url: string;
  schema?: FastifySchema;
  /** Who must be logged in: a customer, an operator (or deployer), a smoke runner, or nobody. The token is checked before the body. */
  auth: 'user' | 'operator' | 'runner' | 'none';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its schema, so checks that must cover every endpoint find new ones by themselves. */
    apiCatalog: CatalogEntry[];
  }
}

/** Who a route needs, read from the guard hooks it was registered with (http/auth.ts, http/operator-auth.ts). */
export function authOf(route: Pick<RouteOptions, 'preValidation' | 'preHandler'>): CatalogEntry['auth'] {
  const hooks = [route.preValidation, route.preHandler].flat().filter(Boolean);
  const marked = (flag: string) => hooks.some((hook) => (hook as unknown as Record<string, unknown>)[flag] === true);
  return marked('requiresUser') ? 'user' : marked('requiresOperator') ? 'operator' : marked('requiresRunner') ? 'runner' : 'none';
}

export const routeCatalog = fp(async (app: FastifyInstance) => {
  const catalog: CatalogEntry[] = [];
  app.decorate('apiCatalog', catalog);
  app.addHook('onRoute', (route) => {
    // The API's own description (/api/openapi.json, /api/docs) is no call of the shop's.
    if (!route.url.startsWith('/api/') || (route.schema as { hide?: boolean } | undefined)?.hide) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) catalog.push({ method, url: route.url, schema: route.schema, auth: authOf(route) });
  });
});
