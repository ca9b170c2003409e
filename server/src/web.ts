import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const REMOTES = ['mf-account', 'mf-bank', 'mf-shopping', 'mf-lottery'] as const;

/**
 * Serves the built shell at / and each remote's build under /remotes/<name>/, plus remotes.json: the run-time
 * registry the shell reads, so a remote can be redeployed (or pointed elsewhere) without touching the shell.
 */
export async function webRoutes(app: FastifyInstance, { webRoot, registryFile }: { webRoot: string; registryFile?: string }) {
  const registry = registryFile ?? path.join(webRoot, 'remotes.json');
  const readRegistry = async () => (existsSync(registry) ? JSON.parse(await readFile(registry, 'utf8')) : defaultRegistry());
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
  app.addHook('onSend', async (_request, reply, payload) => {
    if (pages.has(reply.raw) || /^text\/html/i.test(String(reply.getHeader('content-type') ?? ''))) {
      // Read per answer, like remotes.json itself: the policy follows the registry without a restart.
      const sources = await readRegistry().then(remoteSources, () => []);
      reply.header('content-security-policy', contentSecurityPolicy(sources));
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
  }
  // Remotes are looked up per request, so a team can replace (or first deploy) a remote's files while the
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
  app.get<{ Params: { name: string; '*': string } }>('/remotes/:name/*', (request, reply) => {
    const { name, '*': file } = request.params;
    if (!(REMOTES as readonly string[]).includes(name)) return reply.callNotFound();
    reply.header('access-control-allow-origin', '*');
    reply.header('cache-control', cacheControlFor(file));
    return reply.sendFile(file, path.join(webRoot, name, 'dist'));
  });
  // Computed per request, so it has no file to take an ETag from: the ETag is the body's hash, and a shell
  // that has the current registry gets a 304 without a body.
  app.get('/remotes.json', async (request, reply) => {
    const body = JSON.stringify(await readRegistry());
    const etag = strongEtag(body);
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });
}

/** A base no manifest URL can name: what resolves against it stays on the shop's own origin ('self'). */
const SELF_BASE = 'https://self.snapmall.invalid/';
const SAFE_ORIGIN = /^https?:\/\/[a-z0-9.:[\]-]+$/;
const SAFE_HOST = /^[a-z0-9.:[\]-]+$/;

/**
 * The CSP sources of the remotes in a registry: the origin of each manifest (the remote's entry and chunks are
 * loaded from beside it). A relative manifest is on the shop's origin ('self', no entry); a scheme-relative one
 * ("//cdn.example/…") gives a host source, which takes the page's own scheme. Anything that is not http(s) is
 * left out, so the shell cannot load it.
 */
export function remoteSources(registry: unknown): string[] {
  const remotes = (registry as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) return [];
  const sources = new Set<string>();
  for (const remote of remotes) {
    const manifest = (remote as { manifest?: unknown } | null)?.manifest;
    if (typeof manifest !== 'string') continue;
    let url: URL;
    try {
      url = new URL(manifest, SELF_BASE);
    } catch {
      continue;
    }
    if (url.origin === new URL(SELF_BASE).origin || (url.protocol !== 'https:' && url.protocol !== 'http:')) continue;
    const schemeRelative = !/^\s*[a-z][a-z\d+.-]*:/i.test(manifest);
    const source = schemeRelative ? url.host : url.origin;
    if ((schemeRelative ? SAFE_HOST : SAFE_ORIGIN).test(source)) sources.add(source);
  }
  return [...sources];
}

/**
 * The policy of the shell's pages. Scripts only from this origin and the remotes' (no inline script, no eval:
 * the built index.html loads its one script by URL and the federation runtime adds remote entries as script
 * elements); no plugins, no <base>, no framing. Styles come from the same places as files: the build extracts
 * CSS into .css files loaded by <link>, injects no <style> element, and React's style props are set through the
 * CSSOM, which CSP does not restrict, so styles need no 'unsafe-inline' either. Images may also be data: URLs
 * and any https image (avatars on AVATAR_HOSTS, VIP images, pictures in operator content). The service worker
 * (/sw.js) and the web-app manifest come from this origin only.
 */
export function contentSecurityPolicy(remotes: readonly string[] = []): string {
  const own = ["'self'", ...remotes].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${own}`,
    `connect-src ${own}`,
    `style-src ${own}`,
    `img-src ${own} data: https:`,
    `font-src ${own}`,
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/**
 * Content-hashed files never change, so browsers may keep them for a year; everything else (index.html,
 * remoteEntry.js, mf-manifest.json, the web-app manifest, the service worker sw.js) is revalidated, so a
 * redeploy is seen at once.
 */
export function cacheControlFor(file: string): string {
  return /\.[0-9a-f]{8}\.(js|css)(\.map)?$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The name of the file asked for when `file` is the build's pre-compressed sibling of it. */
function withoutEncoding(file: string): string {
  return file.replace(/\.(br|gz)$/, '');
}

/** A strong validator of a body: the same bytes always get the same ETag, on every server instance. */
export function strongEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/ is ignored, and `*` matches any. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}

/** Every remote served by this server, when no remotes.json overrides where they live. */
export function defaultRegistry() {
  return {
    remotes: [
      { name: 'mf_account', manifest: '/remotes/mf-account/mf-manifest.json', prefixes: ['/pages/login/', '/pages/my/'] },
      { name: 'mf_bank', manifest: '/remotes/mf-bank/mf-manifest.json', prefixes: ['/pages/bank/'] },
      { name: 'mf_shopping', manifest: '/remotes/mf-shopping/mf-manifest.json', prefixes: ['/pages/shopping/'] },
      { name: 'mf_lottery', manifest: '/remotes/mf-lottery/mf-manifest.json', prefixes: ['/pages/lottery/'] },
    ],
  };
}
