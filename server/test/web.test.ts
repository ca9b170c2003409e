import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { openDatabase } from '../src/db/open';
import { cacheControlFor } from '../src/web';

function webRoot() {
  const root = mkdtempSync(path.join(tmpdir(), 'snapmall-web-test-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(path.join(root, 'shell', 'dist', 'main.0123abcd.js'), 'console.log(1)');
  return root;
}

it('caches hashed files for a year and revalidates everything else', () => {
  expect(cacheControlFor('main.0123abcd.js')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('remoteEntry.js')).toBe('no-cache');
  expect(cacheControlFor('mf-manifest.json')).toBe('no-cache');
  expect(cacheControlFor('index.html')).toBe('no-cache');
});

it('serves the shell, a remote deployed after start, and the registry', async () => {
  const root = webRoot();
  const db = await openDatabase({});
  const app = await buildApp({ db, config: testConfig({ webRoot: root, databaseUrl: undefined }) });
  try {
    const index = await app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/main.0123abcd.js' })).headers['cache-control']).toContain('immutable');

    expect((await app.inject({ method: 'GET', url: '/remotes/mf-account/mf-manifest.json' })).statusCode).toBe(404);
    mkdirSync(path.join(root, 'mf-account', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'mf-account', 'dist', 'mf-manifest.json'), '{"id":"mf_account"}');
    const manifest = await app.inject({ method: 'GET', url: '/remotes/mf-account/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');

    expect((await app.inject({ method: 'GET', url: '/remotes/mf-account/../../shell/dist/index.html' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/remotes/unknown/x.js' })).statusCode).toBe(404);

    const registry = await app.inject({ method: 'GET', url: '/remotes.json' });
    expect(registry.json()).toEqual({
      remotes: [{ name: 'mf_account', manifest: '/remotes/mf-account/mf-manifest.json', prefixes: ['/pages/login/', '/pages/my/'] }],
    });
    writeFileSync(path.join(root, 'remotes.json'), JSON.stringify({ remotes: [] }));
    expect((await app.inject({ method: 'GET', url: '/remotes.json' })).json()).toEqual({ remotes: [] });
  } finally {
    await app.close();
    await db.close();
  }
});
