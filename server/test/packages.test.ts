import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from './helpers';
import { webRoot } from './support/web-root';

/** /packages/ (issue 29): the tarballs a team installs, served as the index names them and nothing else. */
const tarball = Buffer.from([0x1f, 0x8b, 8, 0, 1, 2, 3, 250, 255]);
const entry = { name: '@snapmall/shared', version: '0.1.0', file: 'snapmall-shared-0.1.0.tgz', integrity: 'sha512-x', size: tarball.length };

let server: TestServer;
let bare: TestServer;
beforeAll(async () => {
  const root = webRoot();
  mkdirSync(path.join(root, 'dist-packages'));
  writeFileSync(path.join(root, 'dist-packages', 'index.json'), JSON.stringify({ packages: [entry] }));
  writeFileSync(path.join(root, 'dist-packages', entry.file), tarball);
  writeFileSync(path.join(root, 'dist-packages', 'unlisted.tgz'), tarball);
  server = await startTestServer({ webRoot: root });
  bare = await startTestServer({ webRoot: webRoot() });
});
afterAll(async () => {
  await server.close();
  await bare.close();
});

const get = (url: string, on = server) => on.app.inject({ method: 'GET', url });

it('answers the index at /packages/ (and sends /packages there)', async () => {
  const index = await get('/packages/');
  expect(index.statusCode).toBe(200);
  expect(index.json()).toEqual({ packages: [entry] });
  expect((await get('/packages')).headers.location).toBe('/packages/');
});

it('sends a listed tarball as bytes: its type, never sniffed, never a document', async () => {
  const answer = await get(`/packages/${entry.file}`);
  expect(answer.statusCode).toBe(200);
  expect(answer.rawPayload.equals(tarball)).toBe(true);
  expect(answer.headers['content-type']).toBe('application/gzip');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
});

it('sends nothing the index does not name: another file, a path out of the folder', async () => {
  expect((await get('/packages/unlisted.tgz')).statusCode).toBe(404);
  expect((await get('/packages/index.json')).statusCode).toBe(404);
  expect((await get('/packages/..%2Fshell%2Fdist%2Findex.html')).statusCode).toBe(404);
  expect((await get('/packages/%2e%2e/package.json')).statusCode).toBe(404);
});

it('answers an empty index where the shop was built without its packages', async () => {
  expect((await get('/packages/', bare)).json()).toEqual({ packages: [] });
  expect((await get(`/packages/${entry.file}`, bare)).statusCode).toBe(404);
});
