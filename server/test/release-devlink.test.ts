import { signDevLink } from '../src/modules/releases/dev-link';
import { signPreview } from '../src/modules/releases/preview';
import type { ReleaseService } from '../src/modules/releases/service';
import { createServices } from '../src/services';
import { registerUser, startTestServer, type TestServer } from './helpers';
import { webRoot } from './support/web-root';

/**
 * Dev links (issue 29): a team's local build in the live shop, for one browser. Each actor tries what it may not:
 * another team's token, a customer, nobody; another browser; a forged, expired or preview token; a host that is not
 * the developer's own machine.
 */
let server: TestServer;
let releases: ReleaseService;
let bankTeam: string;
let shopTeam: string;
let customer: string;
const BROWSER = 'dev-browser-0001';
const OTHER = 'someone-else-0002';

beforeAll(async () => {
  server = await startTestServer({ webRoot: webRoot() });
  releases = createServices({ db: server.db, config: server.config }).releases;
  ({ token: bankTeam } = await releases.access.createToken('cli:test', 'bank-ci', ['mf-bank']));
  ({ token: shopTeam } = await releases.access.createToken('cli:test', 'shop-ci', ['mf-shopping']));
  customer = (await registerUser(server)).token;
});
afterAll(() => server.close());

interface DevLink {
  token: string;
  query: string;
  origin: string;
  expires: number;
}
const makeLink = (body: Record<string, unknown>, token = bankTeam) =>
  server.post<DevLink>('/api/admin/release/devlink', { remote: 'mf-bank', port: 3002, client_id: BROWSER, ...body }, { token, lang: 'en-us' });
const adopt = (link: string, client = BROWSER) =>
  server.app.inject({ method: 'POST', url: '/api/dev/adopt', payload: { link, client_id: client }, headers: { lang: 'en-us' } });
const get = (url: string, cookie?: string) => server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
/** The cookie an answer sets, as the browser would send it back. */
const cookieOf = (answer: { headers: Record<string, unknown> }) => String(answer.headers['set-cookie']).split(';')[0]!;
const policyOf = async (cookie?: string) => String((await get('/', cookie)).headers['content-security-policy']);
const registry = async (cookie?: string) => (await get('/remotes.json', cookie)).json<{ remotes: Array<Record<string, unknown>>; dev?: unknown }>();

describe('who may make a dev link', () => {
  it("a deployer of the remote: for localhost only, audited as that deployer", async () => {
    const { body } = await makeLink({});
    expect(body).toMatchObject({ code: 1, data: { origin: 'http://localhost:3002', query: `?dev=${body.data.token}` } });
    const [row] = await server.db.query<{ actor: string; after: { origin: string; client: string } }>("SELECT actor, after FROM audit_log WHERE action = 'release.devlink'");
    expect(row).toMatchObject({ actor: 'deploy:bank-ci', after: { origin: 'http://localhost:3002', client: BROWSER } });
  });

  it("refuses another team's token, a customer and nobody", async () => {
    expect((await makeLink({}, shopTeam)).body).toMatchObject({ code: 0, msg: 'You have no deploy right for mf-bank' });
    expect((await makeLink({}, customer)).status).toBe(401);
    expect((await makeLink({}, '')).status).toBe(401);
  });

  it('names no host: an origin in the body, a privileged port or a bad browser id is malformed (422)', async () => {
    expect((await makeLink({ origin: 'https://evil.example' })).status).toBe(422);
    expect((await makeLink({ port: 80 })).status).toBe(422);
    expect((await makeLink({ port: '3002' })).status).toBe(422);
    expect((await makeLink({ client_id: 'x' })).status).toBe(422);
    expect((await makeLink({ remote: 'mf-nothing' })).body).toMatchObject({ code: 0, msg: 'There is no remote named mf-nothing' });
  });
});

describe('only the browser it names takes it', () => {
  it('another browser is refused and gets no cookie; the named one gets an HttpOnly, SameSite=Lax cookie until it expires', async () => {
    const link = (await makeLink({ minutes: 30 })).body.data;
    const other = await adopt(link.token, OTHER);
    expect(other.json()).toMatchObject({ code: 0, msg: 'This dev link was made for another browser; nothing changes in this one' });
    expect(other.headers['set-cookie']).toBeUndefined();
    const mine = await adopt(link.token);
    expect(mine.json()).toMatchObject({ code: 1, data: { remote: 'mf-bank', origin: 'http://localhost:3002', expires: link.expires } });
    const cookie = String(mine.headers['set-cookie']);
    expect(cookie).toMatch(/^snapmall_dev=[\w.-]+; Max-Age=(1799|1800); Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it('refuses a forged, an expired and a preview token', async () => {
    const { token } = (await makeLink({})).body.data;
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await adopt(forged)).json()).toMatchObject({ code: 0, msg: 'This dev link is not one the shop made; ask the remote’s team for a new one' });
    const expired = await signDevLink(server.db, 'mf-bank', 3002, BROWSER, 10, 'deploy:bank-ci', Date.now() - 3_600_000);
    expect((await adopt(expired.token)).json()).toMatchObject({ code: 0, msg: 'This dev link has expired; ask the remote’s team for a new one' });
    const preview = await signPreview(server.db, 'mf-bank', '0.1.0+aaaaaaaaaaaa', BROWSER, 10);
    expect((await adopt(preview.token)).json()).toMatchObject({ code: 0, msg: 'This dev link is not one the shop made; ask the remote’s team for a new one' });
  });
});

describe('over https', () => {
  it('the cookie is __Host- and Secure, and only a __Host- cookie counts there (no sibling domain plants one)', async () => {
    const secure = await startTestServer({ webRoot: webRoot(), trustProxy: { hops: 1 } });
    try {
      const { token } = await createServices({ db: secure.db, config: secure.config }).releases.devLinks.create('mf-bank', 4400, BROWSER, 60, 'cli:test');
      const https = { 'x-forwarded-proto': 'https', lang: 'en-us' };
      const taken = await secure.app.inject({ method: 'POST', url: '/api/dev/adopt', payload: { link: token, client_id: BROWSER }, headers: https });
      const set = String(taken.headers['set-cookie']);
      expect(set).toMatch(/^__Host-snapmall_dev=[\w.-]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
      const page = (cookie: string) => secure.app.inject({ method: 'GET', url: '/', headers: { ...https, cookie } });
      expect(String((await page(set.split(';')[0]!)).headers['content-security-policy'])).toContain('http://localhost:4400');
      expect(String((await page(`snapmall_dev=${token}`)).headers['content-security-policy'])).not.toContain('localhost');
    } finally {
      await secure.close();
    }
  });
});

describe("a dev session: that browser's page and registry, and no one else's", () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = cookieOf(await adopt((await makeLink({ port: 4100 })).body.data.token));
  });

  it("allows the one localhost origin in the page's policy (its socket for reloads too), and varies on the cookie", async () => {
    const policy = await policyOf(cookie);
    expect(policy).toContain("script-src 'self' http://localhost:4100;");
    expect(policy).toContain("connect-src 'self' http://localhost:4100 ws://localhost:4100;");
    const page = await get('/', cookie);
    expect(page.headers.vary).toMatch(/Cookie/);
    // Kept by no cache: one that ignores Vary would otherwise hand this policy to others.
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect((await get('/')).headers['cache-control']).not.toContain('private');
    expect(await policyOf()).not.toContain('localhost');
    expect(await policyOf(`${cookie.slice(0, -3)}xyz`)).not.toContain('localhost');
  });

  it("points that remote at the dev server's manifest, with no version, never stored; every other remote as it was", async () => {
    const plain = await registry();
    const dev = await registry(cookie);
    expect(dev.dev).toMatchObject({ remote: 'mf-bank', origin: 'http://localhost:4100' });
    expect(dev.remotes.find((r) => r.remote === 'mf-bank')).toEqual({ name: 'mf_bank', remote: 'mf-bank', prefixes: ['/pages/bank/'], manifest: 'http://localhost:4100/mf-manifest.json', dev: true });
    expect(dev.remotes.filter((r) => r.remote !== 'mf-bank')).toEqual(plain.remotes.filter((r) => r.remote !== 'mf-bank'));
    expect(plain.dev).toBeUndefined();
    expect(plain.remotes.find((r) => r.remote === 'mf-bank')?.manifest).not.toContain('localhost');
    expect((await get('/remotes.json', cookie)).headers['cache-control']).toBe('no-store');
  });

  it('leaving clears the cookie', async () => {
    const left = await server.app.inject({ method: 'POST', url: '/api/dev/leave', payload: {}, headers: { cookie, lang: 'en-us' } });
    expect(left.json()).toMatchObject({ code: 1, msg: 'Left development: the shop as released' });
    expect(String(left.headers['set-cookie'])).toMatch(/^snapmall_dev=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it("ends when its maker's token is revoked: the cookie changes nothing, and the link is refused", async () => {
    const { token: shortLived } = await releases.access.createToken('cli:test', 'bank-laptop', ['mf-bank']);
    const link = (await makeLink({ port: 4300 }, shortLived)).body.data.token;
    const held = cookieOf(await adopt(link));
    expect(await policyOf(held)).toContain('http://localhost:4300');
    await releases.access.revokeToken('cli:test', 'bank-laptop');
    expect(await policyOf(held)).not.toContain('localhost');
    expect((await registry(held)).dev).toBeUndefined();
    expect((await adopt(link)).json()).toMatchObject({ code: 0, msg: 'This dev link no longer holds: mf-bank was retired, or whoever made the link may no longer deploy it' });
  });

  it("ends when the remote is retired: the cookie it left behind changes nothing", async () => {
    await releases.addRemote({ name: 'mf-devprobe', prefixes: ['/pages/devprobe/'], owner: 'probe team' });
    const { token } = await releases.devLinks.create('mf-devprobe', 4200, BROWSER, 60, 'cli:test');
    const probe = cookieOf(await adopt(token));
    expect(await policyOf(probe)).toContain('http://localhost:4200');
    await releases.retireRemote('cli:test', 'mf-devprobe');
    expect(await policyOf(probe)).not.toContain('localhost');
    expect((await registry(probe)).dev).toBeUndefined();
  });
});
