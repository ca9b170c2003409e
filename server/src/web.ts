import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RemoteRegistry } from '@snapmall/shared/remote';
import type { Config } from './config';
import type { Database } from './db/database';
import { devCookieOf } from './modules/releases/dev-link';
import { devSession, withDevRemote } from './modules/releases/dev-links';
import { allowedTypeOf } from './modules/releases/files';
import { LiveRegistry } from './modules/releases/registry';
import { ReleaseFiles } from './modules/releases/release-files';
import { cacheControlFor, etagMatches, strongEtag, withoutEncoding } from './web/caching';
import { contentSecurityPolicy, inertFileHeaders, remoteSources } from './web/policy';
import { packageRoutes } from './web/packages';
import { releaseFileRoutes } from './web/release-files';

export interface WebOptions {
  db: Database;
  config: Config;
  webRoot: string;
}

/** The operator console's page: the shell's build writes it to dist/admin/index.html (shell/rspack.config.js). */
export const CONSOLE_PATH = '/admin/';

/**
 * Serves the built shell at /, the operator console at /admin/ (its page from the same build, with the shop's
 * policy and caching), each remote's releases under /remotes/<name>/v/<version>/ and a remote's local
 * build under /remotes/<name>/, plus remotes.json: the run-time registry the shell reads, computed from the
 * release store's tables, so a remote is released, promoted or rolled back without touching the shell.
 */
export async function webRoutes(app: FastifyInstance, { db, config, webRoot }: WebOptions) {
  const live = new LiveRegistry(db, config);
  // Only REMOTES_JSON (config.registryFile: `npm run dev`'s dev servers, a test's or bench's own registry) wins over
  // the tables, read per request. A remotes.json lying in the web root is not read: it would silently override
  // what the release store serves while start-up still publishes and promotes.
  const { registryFile } = config;
  const fileRegistry = async (): Promise<unknown> =>
    registryFile && existsSync(registryFile) ? JSON.parse(await readFile(registryFile, 'utf8')) : undefined;
  const readRegistry = async () => (await fileRegistry()) ?? live.current();
  // Pages (HTML files) get the Content-Security-Policy. A 304 for a page carries it too: a browser replaces
  // the stored headers with those of the 304, so a remote added to the registry since is allowed at once.
  // `file` is the file sent, which may be the build's .br or .gz sibling of the one asked for.
  const pages = new WeakSet<object>();
  const setHeaders = (res: SetHeadersResponse, file: string) => {
    const asked = withoutEncoding(file);
    res.setHeader('cache-control', cacheControlFor(asked));
    // The answer depends on Accept-Encoding (preCompressed below), so caches must key on it.
    res.setHeader('vary', 'Accept-Encoding');
    if (/\.html?$/i.test(asked)) pages.add(res);
  };
  app.addHook('onSend', async (request, reply, payload) => {
    // An answer that set its own policy keeps it: a file under /remotes/ must not get the page's 'self'.
    if (reply.hasHeader('content-security-policy')) return payload;
    if (pages.has(reply.raw) || /^text\/html/i.test(String(reply.getHeader('content-type') ?? ''))) {
      // Read per answer, like remotes.json itself: the policy follows the registry without a restart.
      const sources = await readRegistry().then(remoteSources, () => []);
      const dev = await devSession(db, devCookieOf(request.cookies, request.protocol === 'https'));
      reply.header('content-security-policy', contentSecurityPolicy(sources, config.avatarHosts, dev?.origin));
      // The policy depends on the dev cookie: a cache must not hand one browser's page to another, and a dev
      // session's page is kept by none (a cache that ignores Vary would otherwise serve its policy to others).
      reply.header('vary', 'Accept-Encoding, Cookie');
      if (dev) reply.header('cache-control', 'private, no-store');
    }
    return payload;
  });

  const shellDist = path.join(webRoot, 'shell', 'dist');
  if (existsSync(shellDist)) {
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/',
      index: ['index.html'],
      wildcard: false,
      cacheControl: false,
      // The build writes a brotli and a gzip sibling of every text file; the one the client accepts is sent.
      preCompressed: true,
      setHeaders,
    });
    // The console's page is dist/admin/index.html, served at /admin/ (its files are named relative to it): /admin,
    // with any query, is sent there.
    app.get('/admin', async (request, reply) => {
      const query = request.url.indexOf('?');
      return reply.redirect(`${CONSOLE_PATH}${query >= 0 ? request.url.slice(query) : ''}`, 301);
    });
  }
  // Local builds are looked up per request, so a team can replace (or first deploy) a remote's files while the
  // server runs: the next load, or the shell's Retry, finds them. reply.sendFile runs with the options of the
  // registration that decorated it (the shell's when there is a shell), so both send pre-compressed files.
  await app.register(fastifyStatic, {
    root: webRoot,
    serve: false,
    cacheControl: false,
    decorateReply: !existsSync(shellDist),
    preCompressed: true,
    setHeaders,
  });
  releaseFileRoutes(app, new ReleaseFiles(db, live));
  // The gate's list holds for a local build too: a page or an SVG lying in dist/ is not served, and a listed file is
  // sent with its listed type (set as it is sent: sendFile writes the type of its own MIME table over the reply's).
  // A sibling asked for by its own name is opaque bytes, as from the release store.
  const localTypeOf = (file: string) => (/\.(br|gz)$/.test(file) ? 'application/octet-stream' : allowedTypeOf(file));
  type LocalFile = { Params: { name: string; '*': string } };
  const onSend = async (request: FastifyRequest<LocalFile>, reply: FastifyReply, payload: unknown) => {
    const type = localTypeOf(request.params['*']);
    if (type !== undefined && reply.statusCode < 400) reply.type(type);
    return payload;
  };
  app.get<LocalFile>('/remotes/:name/*', { onSend }, async (request, reply) => {
    const { name, '*': file } = request.params;
    // Only a registered remote's folder: nothing else under the web root is served this way.
    if (!(await live.remoteNames()).includes(name)) return reply.callNotFound();
    if (allowedTypeOf(file) === undefined) return reply.callNotFound();
    reply.header('access-control-allow-origin', '*');
    reply.header('cache-control', cacheControlFor(file));
    inertFileHeaders(reply);
    return reply.sendFile(file, path.join(webRoot, name, 'dist'));
  });
  packageRoutes(app, path.join(webRoot, 'dist-packages'));
  // Computed per request, so it has no file to take an ETag from: the ETag is the body's hash, and a shell
  // that has the current registry gets a 304 without a body. A preview answer is this browser's own: no-store.
  app.get('/remotes.json', async (request, reply) => {
    const preview = previewOf(request);
    const fromFile = await fileRegistry();
    const served =
      fromFile ?? (preview ? await live.withPreview(await live.current(), preview.token, preview.client) : await live.current());
    // A browser in a dev session (issue 29) gets its remote from its own localhost: its answer alone, never stored.
    const dev = await devSession(db, devCookieOf(request.cookies, request.protocol === 'https'));
    const registry = dev ? withDevRemote(served as RemoteRegistry, dev) : served;
    // The share of page loads whose Web Vitals the shell reports (issue 27): told with the registry it reads anyway.
    const body = JSON.stringify({ ...(registry as object), vitals: { sample_rate: config.vitalsSampleRate } });
    const etag = strongEtag(body);
    reply.header('cache-control', preview || dev ? 'no-store' : 'no-cache').header('etag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}

/** `?preview=<token>&client=<client id>`: a preview link opened in a browser (modules/releases/preview.ts). */
function previewOf(request: FastifyRequest): { token: string; client: string } | undefined {
  const { preview, client } = request.query as Record<string, unknown>;
  if (preview === undefined) return undefined;
  return { token: typeof preview === 'string' ? preview : '', client: typeof client === 'string' ? client : '' };
}
