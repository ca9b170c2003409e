import { operatorToken, startTestServer, type TestServer } from './helpers';

/**
 * Operator HTML (issue 19's third fault): notices and content pages are stored sanitized, by an allow-list
 * (sanitize-html), so no request answers a script, a handler or a frame; their pictures follow the avatars' rule
 * (the shop's own origin, or https on AVATAR_HOSTS); what the audit keeps is what customers are shown.
 */
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({ avatarHosts: ['img.example'] });
  ({ token: admin } = await operatorToken(server));
});
afterAll(() => server.close());

const DIRTY = [
  '<p onclick="steal()">Hello <b>there</b> <a href="javascript:alert(1)">js</a> <a href="{domain}/#/pages/index/index">shop</a>',
  ' <a href="//evil.example/x">other host</a> <a href="https://help.example/faq" onmouseover="x()">help</a></p>',
  '<script>alert(1)</script><style>body { display: none }</style><iframe src="https://evil.example"></iframe>',
  '<img src="https://img.example/a.png" onerror="alert(1)" alt="A"><img src="https://evil.example/b.png">',
  '<img src="/uploads/c.png"><img src="{domain}/uploads/d.png"><img src="//evil.example/e.png"><img src="data:image/png;base64,AAAA">',
  '<form action="https://evil.example"><input name="card"></form><p style="position:fixed" class="x">End</p>',
].join('');
const CLEAN = [
  '<p>Hello <b>there</b> <a>js</a> <a href="{domain}/#/pages/index/index">shop</a>',
  ' <a>other host</a> <a href="https://help.example/faq">help</a></p>',
  '<img src="https://img.example/a.png" alt="A" />',
  '<img src="/uploads/c.png" /><img src="{domain}/uploads/d.png" />',
  '<p>End</p>',
].join('');

const notice = (content: string) => ({ title_en: 'T', content_en: content, title_zh: '標', content_zh: content, status: 'published' });

describe('operator HTML', () => {
  it('is stored as the allow-list leaves it: no script, handler, frame, form or style; links and pictures by the rules', async () => {
    const saved = await server.post<{ id: number }>('/api/admin/notice/save', notice(DIRTY), { token: admin });
    expect(saved.body.code).toBe(1);
    for (const lang of ['en-us', 'zh-tw']) {
      const shown = await server.post<{ content: string }>(`/api/notice/detail?lang=${lang}`, { id: saved.body.data.id });
      expect(shown.body.data.content).toBe(CLEAN);
    }
    const list = await server.post<{ list: Array<{ id: number; content: string }> }>('/api/notice/list', { page: 1 });
    expect(list.body.data.list.find((n) => n.id === saved.body.data.id)?.content).toBe(CLEAN);
    const [audit] = await server.db.query<{ after: { content_en: string } }>("SELECT after FROM audit_log WHERE action = 'notice.create' ORDER BY id DESC LIMIT 1");
    expect(audit!.after.content_en).toBe(CLEAN);
  });

  it('refuses a notice or page with nothing left to show, per field, and changes nothing', async () => {
    const before = await server.db.query('SELECT count(*) FROM notices');
    const res = await server.post('/api/admin/notice/save', { ...notice('<p>Fine</p>'), content_zh: '<script>alert(1)</script><img src="https://evil.example/x.png">' }, { token: admin });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {})).toEqual(['content_zh']);
    expect(await server.db.query('SELECT count(*) FROM notices')).toEqual(before);
    const page = await server.post('/api/admin/content/save', { key: 'about', title_en: 'About', body_en: '<iframe src="x"></iframe>', title_zh: '關於', body_zh: '<p>好</p>' }, { token: admin });
    expect(page.status).toBe(422);
    expect(Object.keys(page.body.errors ?? {})).toEqual(['body_en']);
  });

  it('keeps content pages to the same rules', async () => {
    const saved = await server.post('/api/admin/content/save', { key: 'about', title_en: 'About', body_en: DIRTY, title_zh: '關於', body_zh: DIRTY }, { token: admin });
    expect(saved.body.code).toBe(1);
    const shown = await server.post<{ content: string }>('/api/common/content', { key: 'about' });
    expect(shown.body.data.content).toBe(CLEAN);
  });
});
