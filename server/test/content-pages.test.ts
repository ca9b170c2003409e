import { readFileSync } from 'node:fs';
import path from 'node:path';
import { splitStatements } from '../src/db/migrate';
import { loadDemoData } from '../src/seed/demo';
import { SHOP_PAGES, type PageKey } from '../src/seed/pages';
import { startTestServer, type TestServer } from './helpers';

const MIGRATION = path.join(__dirname, '../src/db/migrations/016_full_pages.sql');
const KEYS: PageKey[] = ['about', 'terms', 'privacy'];
const LANGS = ['en-us', 'zh-tw'] as const;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const page = async (key: string, lang: string) =>
  (await server.post<{ title: string; content: string }>(`/api/common/content?lang=${lang}`, { key })).body.data;

it('delivers the full pages to a shop without demo data, the same texts the demo data writes', async () => {
  for (const key of KEYS) for (const lang of LANGS) expect([key, lang, (await page(key, lang)).content]).toEqual([key, lang, SHOP_PAGES[key][lang]]);
});

it('writes pages a customer can rely on, in safe HTML, in both languages', () => {
  for (const lang of LANGS) {
    for (const key of KEYS) {
      const html = SHOP_PAGES[key][lang];
      expect(html.length).toBeGreaterThan(600);
      // Only what the client's sanitizer keeps as it is.
      expect(new Set(html.match(/<\/?([a-z0-9]+)/g)!.map((tag) => tag.replace(/[</]/g, '')))).toEqual(
        new Set(['h2', 'p', 'ul', 'li', 'strong'].filter((tag) => html.includes(`<${tag}>`))),
      );
    }
  }
  expect(SHOP_PAGES.about['en-us']).toMatch(/points only/);
  expect(SHOP_PAGES.terms['en-us']).toMatch(/refunded to your balance in full/);
  expect(SHOP_PAGES.privacy['en-us']).toMatch(/argon2/);
  expect(SHOP_PAGES.privacy['zh-tw']).toMatch(/argon2/);
});

it('replaces only pages still holding a first one-sentence text, keeping the operator’s own', async () => {
  await loadDemoData(server.db);
  const own = '<p>Our own about page.</p>';
  await server.db.query("UPDATE contents SET body = $1 WHERE key = 'about' AND lang = 'en-us'", [own]);
  await server.db.query("UPDATE contents SET body = '<p>SnapMall 是一個每日開放搶購的線上商城。</p>' WHERE key = 'about' AND lang = 'zh-tw'");
  await server.db.query("UPDATE contents SET body = '<p>Balances are kept in cents; every change is on your statement.</p>' WHERE key = 'terms' AND lang = 'en-us'");
  for (const statement of splitStatements(readFileSync(MIGRATION, 'utf8'))) await server.db.query(statement);
  expect((await page('about', 'en-us')).content).toBe(own);
  expect((await page('about', 'zh-tw')).content).toBe(SHOP_PAGES.about['zh-tw']);
  expect((await page('about', 'zh-tw')).title).toBe('關於 SnapMall');
  expect((await page('terms', 'en-us')).content).toBe(SHOP_PAGES.terms['en-us']);
});
