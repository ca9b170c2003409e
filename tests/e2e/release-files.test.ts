import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readDist } from '../../scripts/release/dist';
import { publish, startReleaseShop, type ReleaseShop } from '../src/release/shop';
import { ROOT } from '../src/shop';

/**
 * Issue 25's attack in a real browser: a link to a team's file under /remotes/ opened as a page. The file must run
 * nothing with the shop's origin (the sandbox policy gives the document an opaque origin, so the customer's token
 * in localStorage is out of reach), and the attack's SVG and HTML are refused at publish time.
 */
describe('a release’s files opened as a page', () => {
  let shop: ReleaseShop;
  let version: string;
  const dist = path.join(ROOT, 'mf-bank', 'dist');
  beforeAll(async () => {
    shop = await startReleaseShop();
    ({ version } = await publish(shop, 'mf-bank', dist));
  });
  afterAll(() => shop?.close());

  const chunk = () => {
    const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as { exposes: Array<{ path: string; assets: { js: { sync: string[] } } }> };
    return manifest.exposes.find((e) => e.path === './routes')!.assets.js.sync[0]!;
  };

  it('runs nothing on the shop’s origin: the manifest, the remote entry and a chunk each get an opaque origin', async () => {
    const context = await shop.browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(shop.url);
      await page.evaluate(() => localStorage.setItem('snapmall:token', 'the-customer-token'));
      const v = encodeURIComponent(version);
      for (const file of [`v/${v}/mf-manifest.json`, `v/${v}/remoteEntry.js`, `v/${v}/${chunk()}`, 'remoteEntry.js', 'mf-manifest.json']) {
        const answer = await page.goto(`${shop.url}/remotes/mf-bank/${file}`);
        expect(answer?.status()).toBe(200);
        expect(answer?.headers()['content-security-policy']).toBe("default-src 'none'; sandbox");
        expect(answer?.headers()['x-content-type-options']).toBe('nosniff');
        expect(await page.evaluate(() => window.origin)).toBe('null');
        const token = await page.evaluate(() => {
          try {
            return localStorage.getItem('snapmall:token');
          } catch (error) {
            return `refused: ${(error as Error).name}`;
          }
        });
        expect(token).toBe('refused: SecurityError');
      }
      // The shop's own page still reads it: the sandbox is the file's alone.
      await page.goto(shop.url);
      expect(await page.evaluate(() => localStorage.getItem('snapmall:token'))).toBe('the-customer-token');
    } finally {
      await context.close();
    }
  });

  it('refuses the attack’s build at publish time, naming the file, and serves none of it', async () => {
    const files = readDist(dist);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/x?"+localStorage["snapmall:token"])</script></svg>';
    for (const extra of [
      [{ path: 'evil.svg', content_base64: Buffer.from(svg).toString('base64') }],
      [
        { path: 'evil.html', content_base64: Buffer.from('<script src="steal.js"></script>').toString('base64') },
        { path: 'steal.js', content_base64: Buffer.from('fetch("/x?"+localStorage["snapmall:admin-session"])').toString('base64') },
      ],
    ]) {
      const name = extra[0]!.path;
      await expect(shop.admin('/api/admin/release/publish', { remote: 'mf-bank', package_version: '0.1.0', files: [...files, ...extra] })).rejects.toThrow(
        new RegExp(`"code":0,"msg":"[^"]*${name.replace('.', '\\.')}`),
      );
      expect((await fetch(`${shop.url}/remotes/mf-bank/v/${encodeURIComponent(version)}/${name}`)).status).toBe(404);
    }
  });
});
