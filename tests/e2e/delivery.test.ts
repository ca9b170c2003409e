import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ROOT, startShop, type Shop } from '../src/shop';

let shop: Shop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(() => shop?.close());

/** Each build's folder, the URL it is served under, and the folder its source maps are kept in. */
const BUILDS = ['shell', 'mf-account', 'mf-bank', 'mf-shopping', 'mf-lottery'].map((workspace) => ({
  workspace,
  dist: path.join(ROOT, workspace, 'dist'),
  maps: path.join(ROOT, workspace, 'dist-maps'),
  base: workspace === 'shell' ? '/' : `/remotes/${workspace}/`,
}));

/** A GET as sent on the wire: node:http, which (unlike fetch) leaves the body as the server encoded it. */
function get(url: string, encoding?: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(`${shop.url}${url}`, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe.each(BUILDS)('the $workspace build', ({ dist, maps, base }) => {
  const scripts = readdirSync(dist).filter((file) => file.endsWith('.js'));

  it('keeps its source maps out of the web root, and no script served names one', async () => {
    expect(readdirSync(dist, { recursive: true }).filter((file) => String(file).includes('.map'))).toEqual([]);
    const kept = readdirSync(maps).filter((file) => file.endsWith('.js.map'));
    expect(kept.length).toBeGreaterThan(0);
    // Each map is named after the script it maps, as served (content hash included), so it can be paired with it.
    expect(kept.filter((map) => !existsSync(path.join(dist, map.replace(/\.map$/, ''))))).toEqual([]);
    for (const map of kept.slice(0, 3)) expect((await get(`${base}${map}`)).status).toBe(404);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const answer = await get(`${base}${script}`);
      expect([script, answer.status]).toEqual([script, 200]);
      expect([script, answer.body.toString().includes('sourceMappingURL')]).toEqual([script, false]);
    }
  });

  it('sends every script and style brotli- or gzip-compressed as the client asks, made at build time', async () => {
    const files = readdirSync(dist).filter((file) => /\.(js|css|json|html)$/.test(file));
    for (const file of files) {
      const onDisk = readFileSync(path.join(dist, file));
      expect([file, existsSync(path.join(dist, `${file}.br`)), existsSync(path.join(dist, `${file}.gz`))]).toEqual([file, true, true]);
      const br = await get(`${base}${file}`, 'br, gzip');
      // A page's policy also depends on the dev cookie (a dev link, issue 29): caches key pages on it too.
      const vary = file.endsWith('.html') ? 'Accept-Encoding, Cookie' : 'Accept-Encoding';
      expect([file, br.headers['content-encoding'], br.headers.vary]).toEqual([file, 'br', vary]);
      expect(brotliDecompressSync(br.body).equals(onDisk)).toBe(true);
      expect(br.body.length).toBeLessThan(onDisk.length);
      const gz = await get(`${base}${file}`, 'gzip');
      expect([file, gz.headers['content-encoding']]).toEqual([file, 'gzip']);
      expect(gunzipSync(gz.body).equals(onDisk)).toBe(true);
    }
  });
});

it('leaves the compressed copies out of the service worker\'s precache list', () => {
  const worker = readFileSync(path.join(ROOT, 'shell', 'dist', 'sw.js'), 'utf8');
  const precached = [...worker.matchAll(/'url':'([^']+)'/g)].map((m) => m[1]!);
  expect(precached).toContain('index.html');
  expect(precached.filter((url) => /\.(br|gz|map)$/.test(url))).toEqual([]);
});
