import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { DomainError } from '../src/domain/errors';
import { t } from '../src/i18n/messages';
import { readBuild } from '../src/modules/releases/files';
import { gate, REMOTE_ENTRY_GZIP_LIMIT } from '../src/modules/releases/gate';
import { copyFixture, editFile, editManifest, ROUTES_CHUNK } from './support/release-fixture';

/** The gate on copies of a real build of mf-bank, each edited to break one rule. */
const BANK = { remote: 'mf-bank', prefixes: ['/pages/bank/'] };
const SHELL = { react: '19.3.1', 'react-dom': '19.3.1', 'react-redux': '9.3.1', '@reduxjs/toolkit': '2.14.0', 'react-intl': '7.1.9', '@snapmall/shared': '0.1.0' };
const BANK_ROUTES = ['/pages/bank/bind', '/pages/bank/capital', '/pages/bank/deposit', '/pages/bank/deposit_logs', '/pages/bank/withdraw', '/pages/bank/withdraw_logs'];

/** provided null: no shell build on this server. */
const gateOf = (dir: string, provided: Record<string, string> | null = SHELL) => gate({ ...BANK, files: readBuild(dir), provided: provided ?? undefined });
const refusal = (key: string, vars?: Record<string, unknown>) =>
  expect.objectContaining({ name: 'DomainError', kind: 'refused', key, ...(vars ? { vars: expect.objectContaining(vars) } : {}) }) as DomainError;
const refusedWith = (dir: string, provided?: Record<string, string> | null): DomainError => {
  try {
    gateOf(dir, provided);
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('the gate let the build through');
};

type Shared = Array<{ name: string; requiredVersion?: string; singleton?: boolean }>;

describe('the release gate', () => {
  it('lets a real build through and reads its route table from the built code', () => {
    expect(gateOf(copyFixture())).toEqual({ routes: BANK_ROUTES });
  });

  it('refuses a build without a manifest, or with one that is not Module Federation 2’s', () => {
    const missing = copyFixture();
    rmSync(path.join(missing, 'mf-manifest.json'));
    expect(refusedWith(missing)).toEqual(refusal('release.noManifest', { remote: 'mf-bank' }));
    const notJson = copyFixture();
    editFile(notJson, 'mf-manifest.json', (text) => text.slice(0, 100));
    expect(refusedWith(notJson)).toEqual(refusal('release.badManifest', { field: 'JSON' }));
    for (const [field, edit] of [
      ['id', (m: Record<string, unknown>) => delete m.id],
      ['metaData.remoteEntry.name', (m: Record<string, unknown>) => delete m.metaData],
      ['exposes', (m: Record<string, unknown>) => (m.exposes = 'routes')],
      ['shared', (m: Record<string, unknown>) => (m.shared = [{ version: '1' }])],
    ] as const) {
      const dir = copyFixture();
      editManifest(dir, edit);
      expect(refusedWith(dir)).toEqual(refusal('release.badManifest', { field }));
    }
  });

  it('refuses a container named for another remote, a remote entry that is not in the build, and no ./routes', () => {
    const renamed = copyFixture();
    editManifest(renamed, (m) => (m.name = 'mf_shopping'));
    expect(refusedWith(renamed)).toEqual(refusal('release.wrongContainer', { name: 'mf_shopping', expected: 'mf_bank' }));
    const noEntry = copyFixture();
    rmSync(path.join(noEntry, 'remoteEntry.js'));
    expect(refusedWith(noEntry)).toEqual(refusal('release.noRemoteEntry', { file: 'remoteEntry.js' }));
    const noRoutes = copyFixture();
    editManifest(noRoutes, (m) => ((m.exposes as Array<{ path: string }>)[0]!.path = './pages'));
    expect(refusedWith(noRoutes)).toEqual(refusal('release.noRoutesExposed'));
  });

  it('refuses a singleton the live shell cannot satisfy, and skips the check when no shell build is here', () => {
    const newer = copyFixture();
    editManifest(newer, (m) => ((m.shared as Shared).find((s) => s.name === 'react')!.requiredVersion = '^20.0.0'));
    expect(refusedWith(newer)).toEqual(refusal('release.singletonUnsatisfied', { name: 'react', required: '^20.0.0', provided: '19.3.1' }));
    expect(gateOf(newer, null).routes).toEqual(BANK_ROUTES);
    const { 'react-intl': _dropped, ...withoutIntl } = SHELL;
    expect(refusedWith(copyFixture(), withoutIntl)).toEqual(refusal('release.singletonMissing', { name: 'react-intl' }));
    // A singleton shared without singleton: true would load a second copy beside the shell's, whatever the shell is.
    const notSingleton = copyFixture();
    editManifest(notSingleton, (m) => delete (m.shared as Shared).find((s) => s.name === 'react-intl')!.singleton);
    expect(refusedWith(notSingleton)).toEqual(refusal('release.notSingleton', { name: 'react-intl' }));
    expect(refusedWith(notSingleton, null)).toEqual(refusal('release.notSingleton', { name: 'react-intl' }));
    // A shared module that is not one of the singletons (the kit's entry point) is not the gate's business.
    const kit = copyFixture();
    editManifest(kit, (m) => ((m.shared as Shared).find((s) => s.name === '@snapmall/shared/kit')!.requiredVersion = '^9.0.0'));
    expect(gateOf(kit).routes).toEqual(BANK_ROUTES);
  });

  it('refuses a route outside the remote’s prefixes, naming it, and a route table with no path', () => {
    const outside = copyFixture();
    editFile(outside, ROUTES_CHUNK, (text) => text.replace('path:"/pages/bank/bind"', 'path:"/pages/shopping/bind"'));
    const error = refusedWith(outside);
    expect(error).toEqual(refusal('release.routeOutside', { route: '/pages/shopping/bind', remote: 'mf-bank', prefixes: '/pages/bank/' }));
    expect(t('en-us', error.key, error.vars as Record<string, string>)).toBe('The route /pages/shopping/bind is outside the prefixes of mf-bank (/pages/bank/)');
    expect(t('zh-tw', error.key, error.vars as Record<string, string>)).toContain('/pages/shopping/bind');
    // Inside a prefix means starting with it: /pages/bank is not under /pages/bank/ (the shell would not mount it).
    const bare = copyFixture();
    editFile(bare, ROUTES_CHUNK, (text) => text.replace('path:"/pages/bank/bind"', 'path:"/pages/bank"'));
    expect(refusedWith(bare)).toEqual(refusal('release.routeOutside', { route: '/pages/bank' }));
    const none = copyFixture();
    editFile(none, ROUTES_CHUNK, (text) => text.replaceAll(/path:"[^"]*"/g, 'href:"/x"'));
    expect(refusedWith(none)).toEqual(refusal('release.noRoutes'));
  });

  it('refuses a route path built at run time: it could be checked by its head only and not opened', () => {
    const templated = copyFixture();
    editFile(templated, ROUTES_CHUNK, (text) => text.replace('path:"/pages/bank/bind"', 'path:`/pages/bank/${e}`'));
    // Named as written, the minifier's variable shown as a placeholder: `${e}` means nothing to the team.
    expect(refusedWith(templated)).toEqual(refusal('release.routeNotWhole', { route: '/pages/bank/${…}' }));
    const plain = copyFixture();
    editFile(plain, ROUTES_CHUNK, (text) => text.replace('path:"/pages/bank/bind"', 'path:`/pages/bank/bind`'));
    expect(gateOf(plain).routes).toContain('/pages/bank/bind');
  });

  it('refuses a remote entry over 6 KB gzipped, measured by gzipping the entry whatever its .gz sibling holds', () => {
    const big = copyFixture();
    // Random bytes do not compress: the entry grows past the limit however well gzip does.
    editFile(big, 'remoteEntry.js', (text) => `${text}\n//${randomBytes(REMOTE_ENTRY_GZIP_LIMIT).toString('base64')}\n`);
    expect(refusedWith(big)).toEqual(refusal('release.entryTooLarge', { file: 'remoteEntry.js', limit: REMOTE_ENTRY_GZIP_LIMIT }));
    // A small .gz sibling (here a truncated one) does not make a big entry pass.
    const entry = readFileSync(path.join(big, 'remoteEntry.js'));
    writeFileSync(path.join(big, 'remoteEntry.js.gz'), gzipSync(entry).subarray(0, 100));
    expect(refusedWith(big)).toEqual(refusal('release.entryTooLarge', { file: 'remoteEntry.js' }));
  });

  it('refuses a .br or .gz sibling that does not decompress to its original, or has none', () => {
    const good = copyFixture();
    const entry = readFileSync(path.join(good, 'remoteEntry.js'));
    writeFileSync(path.join(good, 'remoteEntry.js.gz'), gzipSync(entry));
    writeFileSync(path.join(good, 'remoteEntry.js.br'), brotliCompressSync(entry));
    expect(gateOf(good).routes).toEqual(BANK_ROUTES);
    for (const [file, bytes] of [
      ['remoteEntry.js.gz', gzipSync(Buffer.concat([entry, Buffer.from('\nalert(1)')]))],
      ['remoteEntry.js.br', brotliCompressSync(entry.subarray(1))],
      ['remoteEntry.js.gz', randomBytes(64)],
      ['gone.js.gz', gzipSync(entry)],
    ] as const) {
      const dir = copyFixture();
      writeFileSync(path.join(dir, file), bytes);
      expect(refusedWith(dir)).toEqual(refusal('release.badSibling', { file }));
    }
  });

  it('refuses, by name, any file that is not code, styles, JSON or a source map (issue 25)', () => {
    const good = copyFixture();
    for (const [file, content] of [
      ['static/css/main.css', 'body{}'],
      ['mf-stats.json', '{}'],
      ['remoteEntry.js.map', '{"version":3}'],
      ['static/js/extra.mjs', 'export {}'],
    ] as const) {
      mkdirSync(path.dirname(path.join(good, file)), { recursive: true });
      writeFileSync(path.join(good, file), content);
    }
    expect(gateOf(good).routes).toEqual(BANK_ROUTES);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(localStorage["snapmall:token"])</script></svg>';
    for (const [file, bytes] of [
      ['evil.svg', svg],
      ['evil.html', '<script src="steal.js"></script>'],
      ['EVIL.HTML', '<script></script>'],
      ['evil.htm', '<script></script>'],
      ['evil.xml', '<x/>'],
      ['notes.txt', 'hello'],
      ['evil.unknown', 'x'],
      ['README', 'no extension'],
      ['evil.js.html', '<script></script>'],
      ['APP.JS', 'alert(1)'],
      ['evil.html.gz', gzipSync('<script></script>')],
      ['evil.html.br', brotliCompressSync('<script></script>')],
      ['remoteEntry.js.br.br', 'x'],
      ['picture.png', 'x'],
      ['static/media/font.woff2', 'x'],
      ['.js', 'x'],
    ] as const) {
      const dir = copyFixture();
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), bytes);
      const error = refusedWith(dir);
      expect(error).toEqual(refusal('release.fileType', { file }));
      expect(t('en-us', error.key, error.vars as Record<string, string>)).toContain(file);
      expect(t('zh-tw', error.key, error.vars as Record<string, string>)).toContain(file);
    }
  });

  describe('reads each route path whole and plain, before its prefix (issue 25)', () => {
    const withRoute = (value: string) => {
      const dir = copyFixture();
      editFile(dir, ROUTES_CHUNK, (text) => text.replace('path:"/pages/bank/bind"', `path:${value}`));
      return dir;
    };

    it.each([
      ['"/pages/bank/../shopping/index"', '/pages/bank/../shopping/index'],
      ['"/pages/bank/./bind"', '/pages/bank/./bind'],
      ['"/pages/bank//bind"', '/pages/bank//bind'],
      ['"/pages/bank/..%2fshopping%2findex"', '/pages/bank/..%2fshopping%2findex'],
      ['"/pages/bank/..%2Fshopping"', '/pages/bank/..%2Fshopping'],
      ['"/pages/bank/..%5cshopping"', '/pages/bank/..%5cshopping'],
      ['"/pages/bank/..\\\\shopping"', '/pages/bank/..\\shopping'],
      ['"/pages/bank/bind/"', '/pages/bank/bind/'],
      ['"/pages/bank/bind?x=1"', '/pages/bank/bind?x=1'],
      ['"pages/bank/bind"', 'pages/bank/bind'],
      ['"https://evil.example/pages/bank/bind"', 'https://evil.example/pages/bank/bind'],
      ['`/pages/bank/../shopping/index`', '/pages/bank/../shopping/index'],
    ])('refuses path:%s as not plain, naming it', (value, route) => {
      const error = refusedWith(withRoute(value));
      expect(error).toEqual(refusal('release.routeNotPlain', { route }));
      expect(t('en-us', error.key, error.vars as Record<string, string>)).toContain(route);
      expect(t('zh-tw', error.key, error.vars as Record<string, string>)).toContain(route);
    });

    it.each([
      ['"/pages/bank/x".replace("x","../shopping/index")', '"/pages/bank/x".replace("x", "../shopping/index")'],
      ['"/pages/bank/x".replace(/x/,"../shopping")', '"/pages/bank/x".replace(…, "../shopping")'],
      ['"/pages/bank/"+"../shopping/index"', '/pages/bank/../shopping/index'],
      ['"/pages/bank/"+e', '/pages/bank/${…}'],
      ['`/pages/bank/${i}`', '/pages/bank/${…}'],
      ['`/pages/${i}/x/${e.y}`', '/pages/${…}/x/${…}'],
      ['i', '${…}'],
      ['(0,o.f)("bind")', '${…}'],
      ['e?"/pages/bank/bind":"/pages/shopping/x"', '${…}'],
    ])('refuses path:%s as not written out whole, naming it %s', (value, route) => {
      const error = refusedWith(withRoute(value));
      expect(error).toEqual(refusal('release.routeNotWhole', { route }));
      expect(t('en-us', error.key, error.vars as Record<string, string>)).toContain(route);
    });

    it('refuses a route assigned after the table is made, or given without a value', () => {
      const assigned = copyFixture();
      editFile(assigned, ROUTES_CHUNK, (text) => `${text}\n;self.x&&(self.x[0].path="/pages/shopping/index");`);
      expect(refusedWith(assigned)).toEqual(refusal('release.routeOutside', { route: '/pages/shopping/index' }));
      expect(refusedWith(withRoute('"/pages/bank/bind",get ["path"](){return"/x"}'))).toEqual(refusal('release.routeNotWhole', { route: '${…}' }));
    });

    it('takes no `path:` in a string, a comment or a member read for a route', () => {
      const dir = copyFixture();
      editFile(dir, ROUTES_CHUNK, (text) => `${text}\n;var q={a:"path:/x",b:e=>e?e.path:"/y"};/* path:"/pages/shopping/x" */`);
      expect(gateOf(dir).routes).toEqual(BANK_ROUTES);
    });

    it('refuses a route table chunk that does not parse, naming it', () => {
      const dir = copyFixture();
      const chunk = editFile(dir, ROUTES_CHUNK, (text) => `${text}\n}}}(`);
      expect(refusedWith(dir)).toEqual(refusal('release.unreadableChunk', { file: chunk }));
    });
  });
});
