import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import type { AppInstance } from '../src/app-types';
import { testConfig, type Config } from '../src/config';
import type { Database } from '../src/db/database';
import { DomainError } from '../src/domain/errors';
import { isApiPath } from '../src/http/no-store';
import { newcomer, openTestDatabase } from './helpers';

/**
 * The app (app.ts puts the no-store hook on it) plus two routes that fail: as a bug would (500), and as the
 * rate limiter does (429: its errorResponseBuilder throws this DomainError, which the one error handler answers).
 */
async function appWithNoStore(overrides: Partial<Config> = {}): Promise<{ app: AppInstance; db: Database }> {
  const db = await openTestDatabase();
  const app = await buildApp({ db, config: testConfig(overrides) });
  app.post('/api/test/boom', async () => {
    throw new Error('boom');
  });
  app.post('/api/test/limited', async () => {
    throw new DomainError('too_many', 'http.tooMany');
  });
  return { app, db };
}

const post = (app: AppInstance, url: string, body: unknown = {}, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });

it('knows which paths are the API', () => {
  expect(['/api', '/api/user/login', '/api?lang=zh-tw', '/api/nothing/here'].every(isApiPath)).toBe(true);
  expect(['/', '/index.html', '/apis', '/remotes.json', '/remotes/mf-account/remoteEntry.js', '/x/api/y'].some(isApiPath)).toBe(false);
});

describe('Cache-Control: no-store on every /api answer', () => {
  let app: AppInstance;
  let db: Database;
  beforeAll(async () => {
    ({ app, db } = await appWithNoStore());
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('on the answers that carry the session token: register and login', async () => {
    const body = newcomer();
    const registered = await post(app, '/api/user/register', body);
    expect(registered.statusCode).toBe(200);
    expect(registered.json().data.userinfo.token).toBeTruthy();
    expect(registered.headers['cache-control']).toBe('no-store');
    const login = await post(app, '/api/user/login', { account: body.username, password: body.password });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.userinfo.token).toBeTruthy();
    expect(login.headers['cache-control']).toBe('no-store');
    const info = await post(app, '/api/user/retval', {}, { token: login.json().data.userinfo.token });
    expect(info.statusCode).toBe(200);
    expect(info.headers['cache-control']).toBe('no-store');
  });

  it.each([
    [401, '/api/user/retval', {}],
    [404, '/api/nothing/here?lang=zh-tw', {}],
    [422, '/api/user/login', { account: 'ada', password: 'x', extra: 1 }],
    [429, '/api/test/limited?lang=zh-tw', {}],
    [500, '/api/test/boom', {}],
  ])('on a %i', async (status, url, body) => {
    const res = await post(app, url, body);
    expect(res.statusCode).toBe(status);
    expect(res.json().msg).toEqual(expect.any(String));
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('on a 422 for a body that is not JSON, and on a GET to the API', async () => {
    const broken = await app.inject({ method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' }, payload: '{"broken' });
    expect(broken.statusCode).toBe(422);
    expect(broken.headers['cache-control']).toBe('no-store');
    const get = await app.inject({ method: 'GET', url: '/api/user/retval' });
    expect(get.statusCode).toBe(404);
    expect(get.headers['cache-control']).toBe('no-store');
  });
});

it('leaves the caching of the shop\'s files as it was', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'snapmall-headers-test-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(path.join(root, 'shell', 'dist', 'main.0123abcd.js'), 'console.log(1)');
  const { app, db } = await appWithNoStore({ webRoot: root });
  try {
    expect((await app.inject({ method: 'GET', url: '/' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/main.0123abcd.js' })).headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/remotes.json' })).headers['cache-control']).toBe('no-cache');
    expect((await post(app, '/api/user/retval')).headers['cache-control']).toBe('no-store');
  } finally {
    await app.close();
    await db.close();
  }
});
