import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { openTestDatabase } from './helpers';
import { cacheControlFor } from '../src/web/caching';
import { contentSecurityPolicy, remoteSources } from '../src/web/policy';
import { webRoot } from './support/web-root';

it('caches hashed files for a year and revalidates everything else', () => {
  expect(cacheControlFor('main.0123abcd.js')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('remoteEntry.js')).toBe('no-cache');
  expect(cacheControlFor('mf-manifest.json')).toBe('no-cache');
  expect(cacheControlFor('index.html')).toBe('no-cache');
});

it('serves the shell, a remote deployed after start, and the registry', async () => {
  const root = webRoot();
  const db = await openTestDatabase();
  const app = await buildApp({ db, config: testConfig({ webRoot: root }) });
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
    // No release is stable yet: every remote is served from its local build (built or not: the shell shows a
    // missing one as unavailable).
    expect(registry.json()).toEqual({
      remotes: [
        { name: 'mf_account', remote: 'mf-account', manifest: '/remotes/mf-account/mf-manifest.json', prefixes: ['/pages/login/', '/pages/my/'] },
        { name: 'mf_bank', remote: 'mf-bank', manifest: '/remotes/mf-bank/mf-manifest.json', prefixes: ['/pages/bank/'] },
        { name: 'mf_shopping', remote: 'mf-shopping', manifest: '/remotes/mf-shopping/mf-manifest.json', prefixes: ['/pages/shopping/'] },
        { name: 'mf_lottery', remote: 'mf-lottery', manifest: '/remotes/mf-lottery/mf-manifest.json', prefixes: ['/pages/lottery/'] },
      ],
      // The share of page loads that report their field vitals (VITALS_SAMPLE_RATE, issue 27).
      vitals: { sample_rate: 1 },
    });
    // A remotes.json lying in the web root is not a registry: only config.registryFile (REMOTES_JSON) overrides the tables.
    writeFileSync(path.join(root, 'remotes.json'), JSON.stringify({ remotes: [] }));
    expect((await app.inject({ method: 'GET', url: '/remotes.json' })).json<{ remotes: unknown[] }>().remotes).toHaveLength(4);
  } finally {
    await app.close();
    await db.close();
  }
});

describe('Content-Security-Policy', () => {
  const directives = (policy: string | undefined) =>
    Object.fromEntries((policy ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

  it('allows scripts only from this origin and the remotes, and no inline script, eval, plugin, <base> or framing', () => {
    const policy = directives(contentSecurityPolicy(['https://cdn.example.com']));
    expect(policy['script-src']).toEqual(["'self'", 'https://cdn.example.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://cdn.example.com']);
    expect(policy['style-src']).toEqual(["'self'", 'https://cdn.example.com']);
    expect(policy['img-src']).toEqual(["'self'", 'https://cdn.example.com', 'data:']);
    // Pictures from other sites only from the hosts avatars may come from (AVATAR_HOSTS).
    expect(directives(contentSecurityPolicy([], ['img.example', 'cdn.example:8443']))['img-src']).toEqual(["'self'", 'data:', 'https://img.example', 'https://cdn.example:8443']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('takes each remote\'s origin from its manifest URL: relative ones are this origin, odd ones are left out', () => {
    const registry = (...manifests: unknown[]) => ({ remotes: manifests.map((manifest, i) => ({ name: `r${i}`, manifest, prefixes: [] })) });
    expect(remoteSources(registry('/remotes/mf-account/mf-manifest.json', 'remotes/x/mf-manifest.json'))).toEqual([]);
    expect(
      remoteSources(
        registry(
          'https://CDN.example.com/account/mf-manifest.json',
          'https://cdn.example.com/other/mf-manifest.json',
          'http://127.0.0.1:3001/mf-manifest.json',
          '//static.example.net:8443/mf-manifest.json',
        ),
      ),
    ).toEqual(['https://cdn.example.com', 'http://127.0.0.1:3001', 'static.example.net:8443']);
    expect(remoteSources(registry('javascript:alert(1)', 'data:text/javascript,1', 'ftp://files.example.com/m.json', 42, null))).toEqual([]);
    expect(remoteSources(registry("https://a.example;script-src 'unsafe-inline'/m.json"))).toEqual([]);
    expect(remoteSources(null)).toEqual([]);
    expect(remoteSources({ remotes: 'nope' })).toEqual([]);
  });

  it('is sent with the shell\'s page, follows the registry as it changes, and is kept on a 304', async () => {
    const root = webRoot();
    const registryFile = path.join(root, 'custom-remotes.json');
    const db = await openTestDatabase();
    const app = await buildApp({ db, config: testConfig({ webRoot: root, registryFile }) });
    try {
      // No registry file yet, and no remote built: the shop's own origin only.
      const index = await app.inject({ method: 'GET', url: '/' });
      expect(index.headers['content-security-policy']).toBe(contentSecurityPolicy());
      expect(directives(String(index.headers['content-security-policy']))['script-src']).toEqual(["'self'"]);

      writeFileSync(
        registryFile,
        JSON.stringify({
          remotes: [
            { name: 'mf_account', manifest: 'https://cdn.example.com/mf-account/mf-manifest.json', prefixes: ['/pages/login/', '/pages/my/'] },
            { name: 'mf_shop', manifest: '/remotes/mf-shop/mf-manifest.json', prefixes: ['/pages/shop/'] },
          ],
        }),
      );
      const again = await app.inject({ method: 'GET', url: '/index.html' });
      const policy = directives(String(again.headers['content-security-policy']));
      expect(policy['script-src']).toEqual(["'self'", 'https://cdn.example.com']);
      expect(policy['connect-src']).toEqual(["'self'", 'https://cdn.example.com']);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);

      // The browser revalidates the page: the 304 brings the current policy, which replaces the stored one.
      const etag = String(again.headers.etag);
      const notModified = await app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.headers['content-security-policy']).toBe(again.headers['content-security-policy']);

      // A registry that cannot be read leaves this origin only, and the page is still served.
      writeFileSync(registryFile, '{ not json');
      const broken = await app.inject({ method: 'GET', url: '/' });
      expect(broken.statusCode).toBe(200);
      expect(broken.headers['content-security-policy']).toBe(contentSecurityPolicy());

      // Scripts, the registry and API answers are not pages.
      expect((await app.inject({ method: 'GET', url: '/main.0123abcd.js' })).headers['content-security-policy']).toBeUndefined();
      writeFileSync(registryFile, JSON.stringify({ remotes: [] }));
      expect((await app.inject({ method: 'GET', url: '/remotes.json' })).headers['content-security-policy']).toBeUndefined();
      expect((await app.inject({ method: 'POST', url: '/api/user/retval', payload: {} })).headers['content-security-policy']).toBeUndefined();
    } finally {
      await app.close();
      await db.close();
    }
  });
});
