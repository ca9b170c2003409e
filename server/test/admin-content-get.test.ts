import type { AdminContentPage } from '@snapmall/shared/contract';
import { operatorLogin, operatorToken, startTestServer, type TestServer } from './helpers';
import { requestApproved } from './approval-helpers';

/**
 * /api/admin/content/get (issue 19): the console's content-page editor starts from both languages as stored. The
 * public call answers one language and falls back to English, so a missing Chinese text would look like English.
 */
let server: TestServer;
let owner: string;
beforeAll(async () => {
  server = await startTestServer();
  ({ token: owner } = await operatorToken(server));
});
afterAll(() => server.close());

const get = (key: string, token = owner) => server.post<AdminContentPage>('/api/admin/content/get', { key }, { token });
const save = (body: Record<string, unknown>) => server.post<{ key: string }>('/api/admin/content/save', body, { token: owner });

it('answers both languages as stored, sanitized on save, and when each last changed', async () => {
  const saved = await save({ key: 'faq', title_en: ' FAQ ', body_en: '<p>Hello</p><script>alert(1)</script>', title_zh: '常見問題', body_zh: '<p onclick="x()">你好</p>' });
  expect(saved.body.code).toBe(1);
  const res = await get('faq');
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual({ key: 'faq', title_en: 'FAQ', body_en: '<p>Hello</p>', title_zh: '常見問題', body_zh: '<p>你好</p>', updatetime: expect.any(Number) });
  expect(Math.abs(res.body.data.updatetime - Date.now() / 1000)).toBeLessThan(60);
});

it("answers '' for a language the page has no text in, where the public call would show English", async () => {
  await server.db.query("INSERT INTO contents (key, lang, title, body) VALUES ('only-en', 'en-us', 'Only English', '<p>Just this</p>')");
  expect((await get('only-en')).body.data).toMatchObject({ title_en: 'Only English', body_en: '<p>Just this</p>', title_zh: '', body_zh: '' });
  const shown = await server.post<{ content: string }>('/api/common/content?lang=zh-tw', { key: 'only-en' });
  expect(shown.body.data.content).toBe('<p>Just this</p>');
});

it('answers 404 for a page that does not exist, 422 for a key the contract refuses, 403 outside the content role', async () => {
  expect((await get('no-such-page')).status).toBe(404);
  const bad = await get('../etc');
  expect(bad.status).toBe(422);
  expect(Object.keys(bad.body.errors ?? {})).toEqual(['key']);
  const made = await requestApproved<{ password: string }>(server, '/api/admin/operator/save', { username: 'fin_reader', roles: ['finance'] }, owner);
  const finance = (await operatorLogin(server, 'fin_reader', made.body.data.password)).token;
  expect((await get('faq', finance)).status).toBe(403);
  const content = await server.post<{ password: string }>('/api/admin/operator/save', { username: 'content_reader', roles: ['content'] }, { token: owner });
  const writer = (await operatorLogin(server, 'content_reader', content.body.data.password)).token;
  expect((await get('faq', writer)).status).toBe(200);
  expect((await server.post('/api/admin/content/get', { key: 'faq' })).status).toBe(401);
});

