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
export async function webRoutes(app: FastifyInstance, { webRoot }: { webRoot: string }) {
  const shellDist = path.join(webRoot, 'shell', 'dist');
  if (existsSync(shellDist)) {
    await app.register(fastifyStatic, { root: shellDist, prefix: '/', index: ['index.html'], wildcard: false });
    // index.html may change with a redeploy; the hashed assets beside it never do.
    app.addHook('onSend', async (request, reply) => {
      if (request.url === '/' || request.url.startsWith('/index.html')) {
        reply.header('cache-control', 'no-cache');
      }
    });
  }
  for (const name of REMOTES) {
    const dist = path.join(webRoot, name, 'dist');
    if (!existsSync(dist)) continue;
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      setHeaders: (res, file) => {
        if (file.endsWith('mf-manifest.json') || file.endsWith('remoteEntry.js')) res.setHeader('cache-control', 'no-cache');
        res.setHeader('access-control-allow-origin', '*');
      },
    });
  }
  const registry = path.join(webRoot, 'remotes.json');
  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return reply.send(existsSync(registry) ? JSON.parse(await readFile(registry, 'utf8')) : defaultRegistry());
  });
}

/** Every remote served by this server, when no remotes.json overrides where they live. */
export function defaultRegistry() {
  return {
    remotes: [{ name: 'mf_account', manifest: '/remotes/mf-account/mf-manifest.json', prefixes: ['/pages/login/', '/pages/my/'] }],
  };
}
