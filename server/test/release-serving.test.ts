import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { signPreview } from '../src/modules/releases/preview';
import { startTestServer, type TestServer } from './helpers';
import { insertRelease, putOnChannel } from './support/release-rows';
import { webRoot } from './support/web-root';

const V1 = '0.1.0+aaaaaaaaaaaa';
const V2 = '0.1.0+bbbbbbbbbbbb';
const entry = 'var mf_bank = "v1";'.repeat(20);
// Bytes that are no valid UTF-8: served exactly, never through a string.
const chunk = Buffer.from([0, 1, 2, 250, 251, 252, 10, 13, 0xff, 0xfe]);
const manifest = (version: string) => JSON.stringify({ id: 'mf_bank', name: 'mf_bank', version });

let server: TestServer;
let root: string;
beforeAll(async () => {
  root = webRoot();
  // mf-account is built on disk and has no release: it is served from its local build (as the others, unbuilt).
  mkdirSync(path.join(root, 'mf-account', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'mf-account', 'dist', 'mf-manifest.json'), '{"id":"mf_account"}');
  server = await startTestServer({ webRoot: root });
  const v1 = await insertRelease(server.db, 'mf-bank', V1, {
    'mf-manifest.json': manifest(V1),
    'remoteEntry.js': entry,
    'remoteEntry.js.br': brotliCompressSync(entry),
    'remoteEntry.js.gz': gzipSync(entry),
    'static/js/chunk.js': chunk,
    'static/css/main.css': 'body{color:red}',
    'mf-stats.json': '{}',
    'static/js/chunk.js.map': '{"version":3}',
    // Published before the gate's list of types: stored, never sent.
    'evil.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    'evil.html': '<script src="steal.js"></script>',
    'notes.txt': 'hi',
    'evil.html.gz': gzipSync('<script>alert(1)</script>'),
  });
  const v2 = await insertRelease(server.db, 'mf-bank', V2, { 'mf-manifest.json': manifest(V2), 'remoteEntry.js': 'var mf_bank = "v2";' });
  await putOnChannel(server.db, 'mf-bank', 'stable', v1);
  await putOnChannel(server.db, 'mf-bank', 'canary', v2, 25);
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });
const file = (version: string, p: string) => `/remotes/mf-bank/v/${version}/${p}`;

describe('a release’s files at their versioned path', () => {
  it('sends the exact bytes, cached for a year by anyone, to any origin', async () => {
    const answer = await get(file(V1, 'static/js/chunk.js'));
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(chunk)).toBe(true);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const manifestAnswer = await get(file(V2, 'mf-manifest.json'));
    expect(manifestAnswer.json()).toEqual({ id: 'mf_bank', name: 'mf_bank', version: V2 });
    expect(manifestAnswer.headers['content-type']).toMatch(/^application\/json/);
    // The '+' of a version may come percent-encoded.
    expect((await get(file(V2.replace('+', '%2B'), 'mf-manifest.json'))).statusCode).toBe(200);
  });

  it('sends the build’s brotli or gzip sibling to a client that accepts it, else the file itself', async () => {
    const br = await get(file(V1, 'remoteEntry.js'), { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(entry);
    const gz = await get(file(V1, 'remoteEntry.js'), { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(entry);
    const plain = await get(file(V1, 'remoteEntry.js'), { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(entry);
    for (const answer of [br, gz, plain]) {
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
    }
    // Each encoding is its own file, with its own ETag.
    expect(new Set([br, gz, plain].map((a) => a.headers.etag)).size).toBe(3);
    // A release without siblings sends the file itself whatever is accepted.
    expect((await get(file(V2, 'remoteEntry.js'), { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 with no body to a client that has the file', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await get(file(V1, 'remoteEntry.js'), { 'accept-encoding': encoding });
      expect(first.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
      const again = await get(file(V1, 'remoteEntry.js'), { 'accept-encoding': encoding, 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers 404 for an unknown remote, version or path', async () => {
    for (const url of [
      file('9.9.9+cccccccccccc', 'mf-manifest.json'),
      file(V1, 'missing.js'),
      file(V1, '../../mf-account/dist/mf-manifest.json'),
      '/remotes/mf-lottery/v/' + V1 + '/mf-manifest.json',
      '/remotes/unknown/v/' + V1 + '/mf-manifest.json',
    ]) {
      expect((await get(url)).statusCode).toBe(404);
    }
  });
});

/** What every file under /remotes/ carries: a document made of it gets no script, no style and no origin. */
const INERT = { 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; sandbox" };
const ALLOWED_TYPES = ['text/javascript; charset=utf-8', 'text/css; charset=utf-8', 'application/json; charset=utf-8', 'application/octet-stream'];

describe('a release’s files are never a page (issue 25)', () => {
  it('sends every file, in every encoding and on a 304, with its listed type, nosniff and the sandbox policy', async () => {
    const paths = ['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'remoteEntry.js.br', 'remoteEntry.js.gz', 'static/js/chunk.js', 'static/js/chunk.js.map', 'static/css/main.css'];
    for (const p of paths) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const answer = await get(file(V1, p), { 'accept-encoding': encoding });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers).toMatchObject(INERT);
        expect(ALLOWED_TYPES).toContain(answer.headers['content-type']);
        const again = await get(file(V1, p), { 'accept-encoding': encoding, 'if-none-match': String(answer.headers.etag) });
        expect(again.statusCode).toBe(304);
        expect(again.headers).toMatchObject(INERT);
      }
    }
    expect((await get(file(V1, 'static/css/main.css'))).headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await get(file(V1, 'static/js/chunk.js.map'))).headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers 404 for a stored file of a type the gate refuses, whatever its row says', async () => {
    for (const p of ['evil.svg', 'evil.html', 'notes.txt', 'evil.html.gz', 'EVIL.HTML']) {
      const answer = await get(file(V1, p));
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).not.toMatch(/html|svg/);
    }
  });

  it('serves a local build’s files the same way, and none of a type the gate refuses', async () => {
    const dist = path.join(root, 'mf-account', 'dist');
    writeFileSync(path.join(dist, 'remoteEntry.js'), 'var mf_account = 1;');
    writeFileSync(path.join(dist, 'remoteEntry.js.gz'), gzipSync('var mf_account = 1;'));
    writeFileSync(path.join(dist, 'main.css'), 'body{}');
    for (const [p, type] of [
      ['mf-manifest.json', 'application/json; charset=utf-8'],
      ['remoteEntry.js', 'text/javascript; charset=utf-8'],
      ['remoteEntry.js.gz', 'application/octet-stream'],
      ['main.css', 'text/css; charset=utf-8'],
    ] as const) {
      const answer = await get(`/remotes/mf-account/${p}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers).toMatchObject({ ...INERT, 'content-type': type });
    }
    const gz = await get('/remotes/mf-account/remoteEntry.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers).toMatchObject({ ...INERT, 'content-type': 'text/javascript; charset=utf-8', 'content-encoding': 'gzip' });
    for (const [name, content] of [
      ['evil.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ['evil.html', '<script src="steal.js"></script>'],
      ['EVIL.HTML', '<script></script>'],
      ['notes.txt', 'hi'],
      ['README', 'hi'],
    ] as const) {
      writeFileSync(path.join(dist, name), content);
      const answer = await get(`/remotes/mf-account/${name}`);
      expect(answer.statusCode).toBe(404);
      // Not the page's policy either: the 404 is the API's JSON envelope.
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});

describe('remotes.json from the registry', () => {
  it('lists stable releases at their versioned paths with the canary, and the other remotes at their local builds', async () => {
    const answer = await get('/remotes.json');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.json()).toEqual({
      remotes: [
        { name: 'mf_account', remote: 'mf-account', manifest: '/remotes/mf-account/mf-manifest.json', prefixes: ['/pages/login/', '/pages/my/'] },
        {
          name: 'mf_bank',
          remote: 'mf-bank',
          manifest: `/remotes/mf-bank/v/${V1}/mf-manifest.json`,
          version: V1,
          prefixes: ['/pages/bank/'],
          canary: { version: V2, manifest: `/remotes/mf-bank/v/${V2}/mf-manifest.json`, percent: 25 },
        },
        { name: 'mf_shopping', remote: 'mf-shopping', manifest: '/remotes/mf-shopping/mf-manifest.json', prefixes: ['/pages/shopping/'] },
        { name: 'mf_lottery', remote: 'mf-lottery', manifest: '/remotes/mf-lottery/mf-manifest.json', prefixes: ['/pages/lottery/'] },
      ],
      // VITALS_SAMPLE_RATE (issue 27): every page load's vitals unless the shop says fewer.
      vitals: { sample_rate: 1 },
    });
    // The manifest it names is served.
    expect((await get(`/remotes/mf-bank/v/${V1}/mf-manifest.json`)).json()).toMatchObject({ version: V1 });
  });

  it('swaps in a previewed release for the browser the link was made for, and only for it', async () => {
    const { token } = await signPreview(server.db, 'mf-bank', V2, 'client-aaaa-1111', 10);
    const stableEntry = expect.arrayContaining([expect.objectContaining({ name: 'mf_bank', version: V1 })]) as unknown;
    // Another browser opening it first changes nothing for either: no browser claims a link by being first.
    const first = (await get(`/remotes.json?preview=${token}&client=client-bbbb-2222`)).json();
    expect(first).toMatchObject({ preview: { state: 'other' }, remotes: stableEntry });
    const mine = await get(`/remotes.json?preview=${token}&client=client-aaaa-1111`);
    expect(mine.headers['cache-control']).toBe('no-store');
    const body = mine.json<{ remotes: Array<Record<string, unknown>>; preview: Record<string, unknown> }>();
    expect(body.preview).toEqual({ state: 'active', remote: 'mf-bank', version: V2, expires: expect.any(Number) });
    expect(body.remotes.map((r) => r.name)).toEqual(['mf_account', 'mf_bank', 'mf_shopping', 'mf_lottery']);
    expect(body.remotes[1]).toEqual({
      name: 'mf_bank',
      remote: 'mf-bank',
      manifest: `/remotes/mf-bank/v/${V2}/mf-manifest.json`,
      version: V2,
      prefixes: ['/pages/bank/'],
      preview: true,
    });
    // The same browser again: still its preview; the other browser again: still not.
    expect((await get(`/remotes.json?preview=${token}&client=client-aaaa-1111`)).json()).toMatchObject({ preview: { state: 'active' } });
    expect((await get(`/remotes.json?preview=${token}&client=client-bbbb-2222`)).json()).toMatchObject({ preview: { state: 'other' } });
    for (const client of ['', 'short', 'client-aaaa-1111x']) {
      expect((await get(`/remotes.json?preview=${token}&client=${client}`)).json()).toMatchObject({ preview: { state: 'other' }, remotes: stableEntry });
    }

    const expired = await signPreview(server.db, 'mf-bank', V2, 'client-cccc-3333', 10, Date.now() - 3_600_000);
    expect((await get(`/remotes.json?preview=${expired.token}&client=client-cccc-3333`)).json()).toMatchObject({ preview: { state: 'expired' }, remotes: stableEntry });
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    // The payload edited to name another client id keeps a signature that no longer matches: refused as forged.
    const [payload, signature] = token.split('.');
    const retargeted = Buffer.from(Buffer.from(payload!, 'base64url').toString('utf8').replace('client-aaaa-1111', 'client-dddd-4444')).toString('base64url');
    for (const bad of [forged, `${retargeted}.${signature}`, 'nonsense', '']) {
      const answer = await get(`/remotes.json?preview=${encodeURIComponent(bad)}&client=client-dddd-4444`);
      expect(answer.json()).toMatchObject({ preview: { state: 'invalid' }, remotes: stableEntry });
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    const unknown = await signPreview(server.db, 'mf-bank', '9.9.9+cccccccccccc', 'client-eeee-5555', 10);
    expect((await get(`/remotes.json?preview=${unknown.token}&client=client-eeee-5555`)).json()).toMatchObject({ preview: { state: 'invalid' } });
  });

  it('is followed by a second instance on the same database within two seconds of a promote', async () => {
    const second = await server.secondInstance();
    try {
      const versionOn = async (app: TestServer['app']) =>
        (await app.inject({ method: 'GET', url: '/remotes.json' })).json<{ remotes: Array<{ name: string; version?: string }> }>().remotes.find((r) => r.name === 'mf_bank')?.version;
      expect(await versionOn(server.app)).toBe(V1);
      expect(await versionOn(second.app)).toBe(V1);
      const v2 = (await server.db.query<{ id: string }>('SELECT id::text FROM releases WHERE version = $1', [V2]))[0]!.id;
      const promotedAt = Date.now();
      await putOnChannel(server.db, 'mf-bank', 'stable', v2);
      const followed = await Promise.all(
        [server.app, second.app].map(async (app) => {
          while ((await versionOn(app)) !== V2) {
            if (Date.now() - promotedAt > 5_000) return Infinity;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          return Date.now() - promotedAt;
        }),
      );
      expect(Math.max(...followed)).toBeLessThanOrEqual(2_000);
      await putOnChannel(server.db, 'mf-bank', 'stable', (await server.db.query<{ id: string }>('SELECT id::text FROM releases WHERE version = $1', [V1]))[0]!.id);
    } finally {
      await second.close();
    }
  });

  it('answers 404 for the files of a release retention pruned, on every instance within two seconds', async () => {
    const version = '0.0.1+dddddddddddd';
    await insertRelease(server.db, 'mf-bank', version, { 'mf-manifest.json': manifest(version) });
    expect((await get(file(version, 'mf-manifest.json'))).statusCode).toBe(200);
    await server.db.query('UPDATE releases SET pruned_at = now() WHERE version = $1', [version]);
    const started = Date.now();
    while ((await get(file(version, 'mf-manifest.json'))).statusCode !== 404) {
      expect(Date.now() - started).toBeLessThan(2_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});
