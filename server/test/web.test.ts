import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { loadDemoData } from '../src/seed/demo';
import { openTestDatabase } from './helpers';
import { cacheControlFor, contentSecurityPolicy, etagMatches, remoteSources, strongEtag } from '../src/web';

function webRoot() {
  const root = mkdtempSync(path.join(tmpdir(), 'snapmall-web-test-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(path.join(root, 'shell', 'dist', 'main.0123abcd.js'), 'console.log(1)');
  return root;
}

/** A file with the .br and .gz siblings the build writes beside it (each marked, to tell which was sent). */
function writeWithSiblings(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(`${text} /* br */`));
  writeFileSync(`${file}.gz`, gzipSync(`${text} /* gz */`));
}

it('caches hashed files for a year and revalidates everything else', () => {
  expect(cacheControlFor('main.0123abcd.js')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('remoteEntry.js')).toBe('no-cache');
  expect(cacheControlFor('mf-manifest.json')).toBe('no-cache');
  expect(cacheControlFor('index.html')).toBe('no-cache');
});

it('serves the shell, a remote deployed after start, and the registry', async () => {
  const root = webRoot();
  const db = await openTestDatabase();
  const app = await buildApp({ db, config: testConfig({ webRoot: root }) });
  try {
    const index = await app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/main.0123abcd.js' })).headers['cache-control']).toContain('immutable');

    expect((await app.inject({ method: 'GET', url: '/remotes/mf-account/mf-manifest.json' })).statusCode).toBe(404);
    mkdirSync(path.join(root, 'mf-account', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'mf-account', 'dist', 'mf-manifest.json'), '{"id":"mf_account"}');
    const manifest = await app.inject({ method: 'GET', url: '/remotes/mf-account/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');

    expect((await app.inject({ method: 'GET', url: '/remotes/mf-account/../../shell/dist/index.html' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/remotes/unknown/x.js' })).statusCode).toBe(404);

    const registry = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(registry.json()).toEqual({
      remotes: [
        { name: 'mf_account', manifest: '/remotes/mf-account/mf-manifest.json', prefixes: ['/pages/login/', '/pages/my/'] },
        { name: 'mf_bank', manifest: '/remotes/mf-bank/mf-manifest.json', prefixes: ['/pages/bank/'] },
        { name: 'mf_shopping', manifest: '/remotes/mf-shopping/mf-manifest.json', prefixes: ['/pages/shopping/'] },
        { name: 'mf_lottery', manifest: '/remotes/mf-lottery/mf-manifest.json', prefixes: ['/pages/lottery/'] },
      ],
    });
    writeFileSync(path.join(root, 'remotes.json'), JSON.stringify({ remotes: [] }));
    expect((await app.inject({ method: 'GET', url: '/remotes.json' })).json()).toEqual({ remotes: [] });
  } finally {
    await app.close();
    await db.close();
  }
});

describe('Content-Security-Policy', () => {
  const directives = (policy: string | undefined) =>
    Object.fromEntries((policy ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

  it('allows scripts only from this origin and the remotes, and no inline script, eval, plugin, <base> or framing', () => {
    const policy = directives(contentSecurityPolicy(['https://cdn.example.com']));
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.example.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://cdn.example.com']);
    expect(policy['style-src']).toEqual(["'self'", 'https://cdn.example.com']);
    expect(policy['img-src']).toEqual(["'self'", 'https://cdn.example.com', 'data:', 'https:']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('takes each remote\'s origin from its manifest URL: relative ones are this origin, odd ones are left out', () => {
    const registry = (...manifests: unknown[]) => ({ remotes: manifests.map((manifest, i) => ({ name: `r${i}`, manifest, prefixes: [] })) });
    expect(remoteSources(registry('/remotes/mf-account/mf-manifest.json', 'remotes/x/mf-manifest.json'))).toEqual([]);
    expect(
      remoteSources(
        registry(
          'https://CDN.example.com/account/mf-manifest.json',
          'https://cdn.example.com/other/mf-manifest.json',
          'http://127.0.0.1:3001/mf-manifest.json',
          '//static.example.net:8443/mf-manifest.json',
        ),
      ),
    ).toEqual(['https://cdn.example.com', 'http://127.0.0.1:3001', 'static.example.net:8443']);
    expect(remoteSources(registry('javascript:alert(1)', 'data:text/javascript,1', 'ftp://files.example.com/m.json', 42, null))).toEqual([]);
    expect(remoteSources(registry("https://a.example;script-src 'unsafe-inline'/m.json"))).toEqual([]);
    expect(remoteSources(null)).toEqual([]);
    expect(remoteSources({ remotes: 'nope' })).toEqual([]);
  });

  it('is sent with the shell\'s page, follows the registry as it changes, and is kept on a 304', async () => {
    const root = webRoot();
    const registryFile = path.join(root, 'custom-remotes.json');
    const db = await openTestDatabase();
    const app = await buildApp({ db, config: testConfig({ webRoot: root, registryFile }) });
    try {
      // No registry file yet: every remote is served here.
      const index = await app.inject({ method: 'GET', url: '/' });
      expect(index.headers['content-security-policy']).toBe(contentSecurityPolicy());
      expect(directives(String(index.headers['content-security-policy']))['script-src']).toEqual(["'self'"]);

      writeFileSync(
        registryFile,
        JSON.stringify({
          remotes: [
            { name: 'mf_account', manifest: 'https://cdn.example.com/mf-account/mf-manifest.json', prefixes: ['/pages/login/', '/pages/my/'] },
            { name: 'mf_shop', manifest: '/remotes/mf-shop/mf-manifest.json', prefixes: ['/pages/shop/'] },
          ],
        }),
      );
      const again = await app.inject({ method: 'GET', url: '/index.html' });
      const policy = directives(String(again.headers['content-security-policy']));
      expect(policy['script-src']).toEqual(["'self'", 'https://cdn.example.com']);
      expect(policy['connect-src']).toEqual(["'self'", 'https://cdn.example.com']);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);

      // The browser revalidates the page: the 304 brings the current policy, which replaces the stored one.
      const etag = String(again.headers.etag);
      const notModified = await app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.headers['content-security-policy']).toBe(again.headers['content-security-policy']);

      // A registry that cannot be read leaves this origin only, and the page is still served.
      writeFileSync(registryFile, '{ not json');
      const broken = await app.inject({ method: 'GET', url: '/' });
      expect(broken.statusCode).toBe(200);
      expect(broken.headers['content-security-policy']).toBe(contentSecurityPolicy());

      // Scripts, the registry and API answers are not pages.
      expect((await app.inject({ method: 'GET', url: '/main.0123abcd.js' })).headers['content-security-policy']).toBeUndefined();
      writeFileSync(registryFile, JSON.stringify({ remotes: [] }));
      expect((await app.inject({ method: 'GET', url: '/remotes.json' })).headers['content-security-policy']).toBeUndefined();
      expect((await app.inject({ method: 'POST', url: '/api/user/retval', payload: {} })).headers['content-security-policy']).toBeUndefined();
    } finally {
      await app.close();
      await db.close();
    }
  });
});

describe('compression and caching', () => {
  let root: string;
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    root = webRoot();
    writeWithSiblings(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
    writeWithSiblings(path.join(root, 'shell', 'dist', 'main.0123abcd.js'), 'console.log(1)');
    writeWithSiblings(path.join(root, 'mf-account', 'dist', 'remoteEntry.js'), 'var mf_account;');
    writeWithSiblings(path.join(root, 'mf-account', 'dist', 'routes.89abcdef.js'), 'export {};');
    writeWithSiblings(path.join(root, 'mf-account', 'dist', 'mf-manifest.json'), '{"id":"mf_account"}');
    db = await openTestDatabase();
    await loadDemoData(db);
    app = await buildApp({ db, config: testConfig({ webRoot: root }) });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it.each([
    ['/', 'no-cache'],
    ['/main.0123abcd.js', 'public, max-age=31536000, immutable'],
    ['/remotes/mf-account/remoteEntry.js', 'no-cache'],
    ['/remotes/mf-account/routes.89abcdef.js', 'public, max-age=31536000, immutable'],
    ['/remotes/mf-account/mf-manifest.json', 'no-cache'],
  ])('sends %s as the build compressed it: brotli first, then gzip, else as it is', async (url, cacheControl) => {
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toMatch(/ \/\* br \*\/$/);
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toMatch(/ \/\* gz \*\/$/);
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).not.toMatch(/\/\* (br|gz) \*\//);
    for (const answer of [br, gz, plain]) {
      expect(answer.statusCode).toBe(200);
      // Cached by the name asked for, not by the sibling's name, and apart for each encoding.
      expect(answer.headers['cache-control']).toBe(cacheControl);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
    }
    expect(br.headers['content-type']).toBe(plain.headers['content-type']);
  });

  it('keeps the page policy on a compressed page and the CORS header on a compressed remote file', async () => {
    expect((await get('/', { 'accept-encoding': 'br' })).headers['content-security-policy']).toBe(contentSecurityPolicy());
    expect((await get('/remotes/mf-account/remoteEntry.js', { 'accept-encoding': 'br' })).headers['access-control-allow-origin']).toBe('*');
  });

  it.each(['/', '/index.html', '/remotes/mf-account/remoteEntry.js', '/remotes/mf-account/mf-manifest.json'])(
    'revalidates %s with its ETag: 304 and no body when unchanged',
    async (url) => {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const first = await get(url, { 'accept-encoding': encoding });
        expect(first.headers.etag).toBeTruthy();
        const again = await get(url, { 'accept-encoding': encoding, 'if-none-match': String(first.headers.etag) });
        expect(again.statusCode).toBe(304);
        expect(again.rawPayload.length).toBe(0);
      }
    },
  );

  it('gives remotes.json a strong ETag of its body, answers 304 to it and a new ETag when the registry changes', async () => {
    const first = await get('/remotes.json');
    const etag = String(first.headers.etag);
    expect(etag).toBe(strongEtag(first.body));
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const again = await get('/remotes.json', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await get('/remotes.json', { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);

    writeFileSync(path.join(root, 'remotes.json'), JSON.stringify({ remotes: [] }));
    const changed = await get('/remotes.json', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ remotes: [] });
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('compresses API answers for a client that asks, keeps them uncached, and leaves small ones as they are', async () => {
    const post = (url: string, headers: Record<string, string>) =>
      app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: '{}' });
    const plain = await post('/api/common/config', {});
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await post('/api/common/config', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await post('/api/common/config', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

    const small = await post('/api/user/retval', { 'accept-encoding': 'br, gzip' });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ code: expect.any(Number) });
  });
});

it('compares If-None-Match weakly, as RFC 9110 asks for it', () => {
  const etag = strongEtag('{}');
  expect(etagMatches(etag, etag)).toBe(true);
  expect(etagMatches(`W/${etag}`, etag)).toBe(true);
  expect(etagMatches(`"a", ${etag}`, etag)).toBe(true);
  expect(etagMatches('*', etag)).toBe(true);
  expect(etagMatches('"a"', etag)).toBe(false);
  expect(etagMatches(undefined, etag)).toBe(false);
  expect(strongEtag('{"remotes":[]}')).not.toBe(etag);
});
