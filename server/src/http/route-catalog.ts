import fp from 'fastify-plugin';
import type { FastifyInstance, FastifySchema } from 'fastify';

/** One API route as registered: its URL, method and request schema. */
export interface CatalogEntry {
  method: string;
  url: string;
  schema?: FastifySchema;
  /** Whether a logged-in user is required (the route checks the token before validating the body). */
  guarded: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its schema, so checks that must cover every endpoint find new ones by themselves. */
    apiCatalog: CatalogEntry[];
  }
}

export const routeCatalog = fp(async (app: FastifyInstance) => {
  const catalog: CatalogEntry[] = [];
  app.decorate('apiCatalog', catalog);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const hooks = [route.preValidation, route.preHandler].flat().filter(Boolean);
    const guarded = hooks.some((hook) => (hook as { requiresUser?: boolean }).requiresUser === true);
    for (const method of methods) catalog.push({ method, url: route.url, schema: route.schema, guarded });
  });
});
