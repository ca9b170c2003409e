import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { loadDemoData } from '../src/seed/demo';
import { openTestDatabase } from './helpers';
import { etagMatches, strongEtag } from '../src/web/caching';
import { contentSecurityPolicy } from '../src/web/policy';
import { webRoot, writeWithSiblings } from './support/web-root';

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
    // The registry changes in a test by its file (REMOTES_JSON); until that file exists the tables answer.
    app = await buildApp({ db, config: testConfig({ webRoot: root, registryFile: path.join(root, 'custom-remotes.json') }) });
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

    writeFileSync(path.join(root, 'custom-remotes.json'), JSON.stringify({ remotes: [] }));
    const changed = await get('/remotes.json', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ remotes: [], vitals: { sample_rate: 1 } });
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
    // The same answer but for its clock: `time` is the second each was sent in.
    const answer = (body: unknown) => ({ ...(body as object), time: 0 });
    expect(answer(JSON.parse(brotliDecompressSync(br.rawPayload).toString()))).toEqual(answer(plain.json()));
    const gz = await post('/api/common/config', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(answer(JSON.parse(gunzipSync(gz.rawPayload).toString()))).toEqual(answer(plain.json()));

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
