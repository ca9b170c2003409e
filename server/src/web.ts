import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const REMOTES = ['mf-account'] as const;

/**
 * Serves the built shell at / and each remote's build under /remotes/<name>/, plus remotes.json: the run-time
 * registry the shell reads, so a remote can be redeployed (or pointed elsewhere) without touching the shell.
 */
export async function webRoutes(app: FastifyInstance, { webRoot, registryFile }: { webRoot: string; registryFile?: string }) {
  const shellDist = path.join(webRoot, 'shell', 'dist');
  if (existsSync(shellDist)) {
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      index: ['index.html'],
      wildcard: false,
      cacheControl: false,
      setHeaders: (res, file) => res.setHeader('cache-control', cacheControlFor(file)),
    });
  }
  // Remotes are looked up per request, so a team can replace (or first deploy) a remote's files while the
  // server runs: the next load, or the shell's Retry, finds them.
  await app.register(fastifyStatic, { root: webRoot, serve: false, cacheControl: false, decorateReply: !existsSync(shellDist) });
  app.get<{ Params: { name: string; '*': string } }>('/remotes/:name/*', (request, reply) => {
    const { name, '*': file } = request.params;
    if (!(REMOTES as readonly string[]).includes(name)) return reply.callNotFound();
    reply.header('access-control-allow-origin', '*');
    reply.header('cache-control', cacheControlFor(file));
    return reply.sendFile(file, path.join(webRoot, name, 'dist'));
  });
  const registry = registryFile ?? path.join(webRoot, 'remotes.json');
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return reply.send(existsSync(registry) ? JSON.parse(await readFile(registry, 'utf8')) : defaultRegistry());
  });
}

/**
 * Content-hashed files never change, so browsers may keep them for a year; everything else (index.html,
 * remoteEntry.js, mf-manifest.json, the web-app manifest) is revalidated, so a redeploy is seen at once.
 */
export function cacheControlFor(file: string): string {
  return /\.[0-9a-f]{8}\.(js|css)(\.map)?$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Every remote served by this server, when no remotes.json overrides where they live. */
export function defaultRegistry() {
  return {
    remotes: [{ name: 'mf_account', manifest: '/remotes/mf-account/mf-manifest.json', prefixes: ['/pages/login/', '/pages/my/'] }],
  };
}
