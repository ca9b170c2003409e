import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TAB_ICON_NAMES, type ShopConfig, type SignInAnswer, type SignInMonth } from '@snapmall/shared/contract';
import { registerUser, runOps, startTestServer, type TestServer } from './helpers';
import { balanceOf, moneyShop } from './money-helpers';
import { passSmoke } from './support/smoke';
import type { LedgerService } from '../src/modules/ledger/service';
import { createServices } from '../src/services';

let server: TestServer;
let admin: string;
let ledger: LedgerService;
beforeAll(async () => {
  server = await startTestServer();
  ({ admin, ledger } = await moneyShop(server));
});
afterEach(async () => expect((await ledger.verify()).problems).toEqual([]));
afterAll(() => server.close());

const config = async () => (await server.post<ShopConfig>('/api/common/config', {})).body.data;
const signIn = (token: string, requestId = randomUUID()) => server.post<SignInAnswer>('/api/user/signin', { request_id: requestId }, { token });

describe('the shop configuration', () => {
  it('answers the app store with both languages, the VIP levels and a version', async () => {
    const c = await config();
    expect(c.tabbar.list.map((t) => t.pagePath)).toEqual(['/pages/index/index', '/pages/notice/notice', '/contact', '/pages/my/info']);
    expect(c.base.services[0]).toEqual({ name: { 'en-us': 'Online support', 'zh-tw': '線上客服' }, url: 'https://support.snapmall.example/chat' });
    expect(c.vipList.map((v) => v.level)).toEqual([1, 2, 3, 4]);
    expect(c).toMatchObject({ vipLevel: 1, sign_in: { enabled: true }, clause: { about: 'about' } });
    expect(c.version).toMatch(/^[0-9a-f]{16}$/);
    const zh = await server.post<Array<{ name: string }>>('/api/common/customer?lang=zh-tw', {});
    expect(zh.body.data.map((s) => s.name)).toEqual(['線上客服', '電子郵件']);
  });

  it('is changed by the operator key by key, checked against its schema, audited, and the version moves', async () => {
    const before = await config();
    const tabbar = { ...before.tabbar, selectedColor: '#0a7d32', list: before.tabbar.list.slice(0, 3) };
    const saved = await server.post('/api/admin/config/save', { key: 'tabbar', value: tabbar }, { token: admin });
    expect(saved.body.code).toBe(1);
    const after = await config();
    expect(after.tabbar).toMatchObject({ selectedColor: '#0a7d32' });
    expect(after.tabbar.list).toHaveLength(3);
    expect(after.version).not.toBe(before.version);
    const bad = await server.post('/api/admin/config/save', { key: 'tabbar', value: { ...tabbar, color: 'red; background: url(x)' } }, { token: admin });
    expect(bad.status).toBe(422);
    const script = await server.post('/api/admin/config/save', { key: 'banner', value: [{ image: '/banners/snap-sale.svg', link: 'javascript:alert(1)', alt: { 'en-us': 'x', 'zh-tw': 'x' } }] }, { token: admin });
    expect(script.status).toBe(422);
    expect((await config()).banner).toEqual([{ image: '/banners/snap-sale.svg', link: '/pages/shopping/index', alt: { 'en-us': 'Snap buying opens every day', 'zh-tw': '每日開放搶購' } }]);
    const unknownKey = await server.post('/api/admin/config/save', { key: 'secrets', value: {} }, { token: admin });
    expect(unknownKey.status).toBe(422);
    const customer = await registerUser(server);
    expect((await server.post('/api/admin/config/save', { key: 'banner', value: [] }, { token: customer.token })).status).toBe(401);
    const run = await runOps(server, 'config:set', 'tabbar', JSON.stringify(before.tabbar));
    expect(run.status).toBe(0);
    expect((await config()).version).toBe(before.version);
    const audit = await server.db.query<{ actor: string; before: unknown; after: unknown }>("SELECT actor, before, after FROM audit_log WHERE action = 'config.save' ORDER BY id");
    expect(audit).toHaveLength(2);
    expect(audit[1]!.actor).toMatch(/^cli:/);
    // The first save of a key is audited against what customers saw (the default), so only what changed differs.
    expect(audit[0]).toMatchObject({ before: before.tabbar, after: tabbar });
  });
});

describe('links the operator sets', () => {
  const BAD = ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example', '//evil.example/x', '/\\evil.example', 'https:evil.example', 'vbscript:x', ' https://a.example', 'https://a.example/"onmouseover="x'];
  const GOOD = ['https://a.example/app.apk', 'http://a.example', '/pages/index/app', '/'];
  const refused = async (key: string, value: unknown) => (await server.post('/api/admin/config/save', { key, value }, { token: admin })).status;

  it("takes only http(s) to a named host or a path on the shop's own origin, in every field that holds one", async () => {
    const before = await config();
    const uses: Array<[string, (url: string) => unknown]> = [
      ['base', (url) => ({ ...before.base, website: url })],
      ['base', (url) => ({ ...before.base, services: [{ name: { 'en-us': 'x', 'zh-tw': 'x' }, url }] })],
      ['download', (url) => ({ ...before.download, android: url })],
      ['download', (url) => ({ ...before.download, ios: url })],
      ['banner', (url) => [{ image: '/banners/snap-sale.svg', link: url, alt: { 'en-us': 'x', 'zh-tw': 'x' } }]],
    ];
    for (const [key, value] of uses) {
      for (const url of BAD) expect({ key, url, status: await refused(key, value(url)) }).toEqual({ key, url, status: 422 });
      for (const url of GOOD) expect({ key, url, status: await refused(key, value(url)) }).toEqual({ key, url, status: 200 });
    }
    // A customer-service entry may also be an address to write or call.
    for (const url of ['mailto:help@snapmall.example', 'tel:+886-2-1234-5678']) expect(await refused('base', uses[1]![1](url))).toBe(200);
    expect(await refused('download', { android: 'mailto:a@b.example', ios: '' })).toBe(422);
    const run = await runOps(server, 'config:set', 'download', JSON.stringify({ android: '//evil.example', ios: '' }));
    expect(run.status).not.toBe(0);
    for (const key of ['base', 'download', 'banner'] as const) expect(await refused(key, before[key])).toBe(200);
    expect((await config()).download).toEqual(before.download);
  });
});

describe("the tab bar's pages and icons", () => {
  type Tab = ShopConfig['tabbar']['list'][number];
  const tab = (pagePath: string, icon = 'home'): Tab => ({ pagePath, text: { 'en-us': 'Tab', 'zh-tw': '分頁' }, icon: icon as Tab['icon'] });
  const saveTabs = async (...list: Tab[]) => {
    const { tabbar } = await config();
    return server.post<unknown>('/api/admin/config/save', { key: 'tabbar', value: { ...tabbar, list } }, { token: admin });
  };
  const root = mkdtempSync(join(tmpdir(), 'snapmall-tabs-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** A new team's remote (not one of the four the shop is built with), its release with these routes live. */
  async function liveRemote(name: string, prefix: string, routes: string[]) {
    const { releases } = createServices({ db: server.db, config: server.config });
    await releases.addRemote({ name, prefixes: [prefix], owner: 'team-rewards' });
    const container = name.replace(/-/g, '_');
    writeFileSync(join(root, 'mf-manifest.json'), JSON.stringify({
      id: container,
      name: container,
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [{ name: 'react', singleton: true, requiredVersion: '^19.0.0' }],
      exposes: [{ path: './routes', assets: { js: { sync: ['routes.js'] } } }],
    }));
    writeFileSync(join(root, 'remoteEntry.js'), 'console.log("rewards")');
    writeFileSync(join(root, 'routes.js'), `export const routes=[${routes.map((path) => `{path:${JSON.stringify(path)}}`).join(',')}]`);
    const release = await releases.publish(name, root, { by: 'cli:test', packageVersion: '1.0.0' });
    await passSmoke(releases, name, release.version);
    await releases.promote(name, release.version, 'cli:test');
  }

  it("opens a route of any registered remote's live release, and refuses a path no page answers", async () => {
    const before = await config();
    await liveRemote('mf-rewards', '/pages/rewards/', ['/pages/rewards/index', '/pages/rewards/history']);
    const saved = await saveTabs(tab('/pages/index/index'), tab('/pages/rewards/index', 'gift'), tab('/contact', 'service'), tab('/pages/my/info', 'me'));
    expect(saved).toMatchObject({ status: 200, body: { code: 1 } });
    expect((await config()).tabbar.list.map((t) => [t.pagePath, t.icon])).toEqual([
      ['/pages/index/index', 'home'],
      ['/pages/rewards/index', 'gift'],
      ['/contact', 'service'],
      ['/pages/my/info', 'me'],
    ]);
    // Inside the remote's prefix but not in its live route table; no remote's; under the shell's prefix, no page of it.
    for (const [at, path] of [[1, '/pages/rewards/nowhere'], [0, '/pages/wallet/index'], [1, '/pages/index/nowhere']] as const) {
      const list = at === 0 ? [tab(path), tab('/pages/index/index')] : [tab('/pages/index/index'), tab(path)];
      const refused = await saveTabs(...list);
      expect({ path, status: refused.status, errors: refused.body.errors }).toEqual({ path, status: 422, errors: { [`value.list.${at}.pagePath`]: ['Invalid request'] } });
    }
    expect((await config()).tabbar.list[1]!.pagePath).toBe('/pages/rewards/index');
    const run = await runOps(server, 'config:set', 'tabbar', JSON.stringify({ ...before.tabbar, list: [tab('/pages/index/index'), tab('/pages/rewards/nowhere')] }));
    expect(run.status).not.toBe(0);
    expect((await saveTabs(...before.tabbar.list)).status).toBe(200);
  });

  it('takes every icon of the list, and refuses a name not in it', async () => {
    const { tabbar } = await config();
    for (const icon of TAB_ICON_NAMES) {
      expect({ icon, status: (await saveTabs(tab('/pages/index/index'), tab('/pages/my/info', icon))).status }).toEqual({ icon, status: 200 });
    }
    expect((await saveTabs(tab('/pages/index/index', 'wallet'), tab('/pages/my/info', 'coupon'))).status).toBe(200);
    for (const icon of ['rocket', 'Home', '']) {
      const refused = await saveTabs(tab('/pages/index/index'), tab('/pages/my/info', icon));
      expect({ icon, status: refused.status }).toEqual({ icon, status: 422 });
    }
    expect((await config()).tabbar.list.map((t) => t.icon)).toEqual(['wallet', 'coupon']);
    expect((await saveTabs(...tabbar.list)).status).toBe(200);
  });
});

describe('daily sign-in', () => {
  it('gives points once per shop day by the published rule, also when two arrive at once', async () => {
    const customer = await registerUser(server);
    const results = await Promise.all([signIn(customer.token), signIn(customer.token), signIn(customer.token)]);
    expect(results.filter((r) => r.body.code === 1)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 0).every((r) => r.body.msg === 'You have already signed in today; come back tomorrow')).toBe(true);
    expect(results.find((r) => r.body.code === 1)!.body.data).toMatchObject({ points: 5, successions: 1, maxsuccessions: 1, next_points: 6 });
    expect((await balanceOf(server, customer.token)).score).toBe(5);
    const month = await server.post<SignInMonth>('/api/user/signinlog', {}, { token: customer.token });
    expect(month.body.data).toMatchObject({ signed_today: 1, successions: 1, today_points: 5 });
    expect(month.body.data.days).toEqual([month.body.data.today]);
  });

  it('grows the streak day by day up to the cap, and a retried request answers the same', async () => {
    const customer = await registerUser(server);
    // Six days in a row before today.
    await server.db.query(
      `INSERT INTO signins (user_id, day, points, streak)
       SELECT $1, (now() AT TIME ZONE 'Asia/Taipei')::date - n, 0, 7 - n FROM generate_series(1, 6) n`,
      [customer.userinfo.id],
    );
    const id = randomUUID();
    const first = await signIn(customer.token, id);
    expect(first.body.data).toMatchObject({ successions: 7, points: 10, next_points: 10 });
    expect((await signIn(customer.token, id)).body.data).toEqual(first.body.data);
    expect((await balanceOf(server, customer.token)).score).toBe(10);
  });

  it('is refused while the operator has it off', async () => {
    const c = await config();
    await server.post('/api/admin/config/save', { key: 'sign_in', value: { ...c.sign_in, enabled: false } }, { token: admin });
    try {
      const customer = await registerUser(server);
      expect((await signIn(customer.token)).body).toMatchObject({ code: 0, msg: 'Daily sign-in is not available at the moment' });
    } finally {
      await server.post('/api/admin/config/save', { key: 'sign_in', value: c.sign_in }, { token: admin });
    }
  });
});

describe('notices', () => {
  type Page = { list: Array<{ id: number; title: string }> };
  const titles = async (lang: string) => (await server.post<Page>(`/api/notice/list?lang=${lang}`, {})).body.data.list.map((n) => n.title);
  const notice = { title_en: 'Sale at eight', content_en: '<p>Tonight</p>', title_zh: '八點開賣', content_zh: '<p>今晚</p>', status: 'published' };

  it('are published by the operator in both languages, edited, withdrawn, audited', async () => {
    const saved = await server.post<{ id: number }>('/api/admin/notice/save', notice, { token: admin });
    expect(saved.body.code).toBe(1);
    expect(await titles('en-us')).toContain('Sale at eight');
    expect(await titles('zh-tw')).toContain('八點開賣');
    // The demo's welcome notice is one notice in both languages.
    const admin1 = await server.post<{ list: Array<{ title_en: string; title_zh: string }> }>('/api/admin/notice/list', {}, { token: admin });
    expect(admin1.body.data.list.find((n) => n.title_en === 'Welcome to SnapMall')).toMatchObject({ title_zh: '歡迎來到 SnapMall' });
    await server.post('/api/admin/notice/save', { ...notice, id: saved.body.data.id, title_en: 'Sale at nine' }, { token: admin });
    expect(await titles('en-us')).toContain('Sale at nine');
    expect(await titles('en-us')).not.toContain('Sale at eight');
    const zhRow = (await server.post<Page>('/api/notice/list?lang=zh-tw', {})).body.data.list.find((n) => n.title === '八點開賣')!;
    const inEnglish = await server.post<{ title: string }>('/api/notice/detail?lang=en-us', { id: zhRow.id });
    expect(inEnglish.body.data.title).toBe('Sale at nine');
    await server.post('/api/admin/notice/withdraw', { id: saved.body.data.id }, { token: admin });
    expect(await titles('en-us')).not.toContain('Sale at nine');
    expect(await titles('zh-tw')).not.toContain('八點開賣');
    const draft = await runOps(server, 'notice:save', JSON.stringify({ ...notice, title_en: 'Draft', status: 'draft' }));
    expect(draft.status).toBe(0);
    expect(await titles('en-us')).not.toContain('Draft');
    const audit = await server.db.query<{ action: string; before: unknown; after: unknown }>("SELECT action, before, after FROM audit_log WHERE target_type = 'notice' ORDER BY id");
    expect(audit.map((a) => a.action)).toEqual(['notice.create', 'notice.update', 'notice.withdraw', 'notice.create']);
    // An edit is audited field by field: the stored notice in the shape of the save body, then the body saved.
    const id = saved.body.data.id;
    expect(audit[1]!.before).toEqual({ id, title_en: 'Sale at eight', content_en: notice.content_en, title_zh: notice.title_zh, content_zh: notice.content_zh, status: 'published' });
    expect(audit[1]!.after).toEqual({ ...audit[1]!.before as object, title_en: 'Sale at nine' });
    // The create's after is the notice as stored: its id, titles trimmed.
    expect(audit[0]!.after).toEqual(audit[1]!.before);
  });
});

describe('content pages', () => {
  it('exist for the clause keys in a shop without demo data', async () => {
    const bare = await startTestServer();
    try {
      for (const key of ['about', 'terms', 'privacy']) {
        const res = await bare.post<{ title: string }>('/api/common/content?lang=zh-tw', { key });
        expect(res.status).toBe(200);
      }
    } finally {
      await bare.close();
    }
  });

  it('exist for every clause key, in both languages, and the operator edits them, audited', async () => {
    const { clause } = await config();
    for (const key of [clause.about, clause.terms, clause.privacy]) {
      for (const lang of ['en-us', 'zh-tw']) expect((await server.post(`/api/common/content?lang=${lang}`, { key })).status).toBe(200);
    }
    const page = { key: 'privacy', title_en: 'Your data', body_en: '<p>Kept safe.</p>', title_zh: '您的資料', body_zh: '<p>妥善保存。</p>' };
    expect((await server.post('/api/admin/content/save', page, { token: admin })).body.code).toBe(1);
    const zh = await server.post<{ title: string }>('/api/common/content?lang=zh-tw', { key: 'privacy' });
    expect(zh.body.data.title).toBe('您的資料');
    expect(await server.db.query("SELECT 1 FROM audit_log WHERE action = 'content.save'")).toHaveLength(1);
  });
});
