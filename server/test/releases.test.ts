import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DomainError } from '../src/domain/errors';
import { createServices } from '../src/services';
import { testConfig } from '../src/config';
import { openTestDatabase } from './helpers';
import type { ReleaseService } from '../src/modules/releases/service';

let db: Awaited<ReturnType<typeof openTestDatabase>>;
let releases: ReleaseService;
let root: string;
beforeAll(async () => {
  db = await openTestDatabase();
  releases = createServices({ db, config: testConfig() }).releases;
  root = mkdtempSync(join(tmpdir(), 'snapmall-release-'));
});
afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  await db.close();
});

const manifest = JSON.stringify({ id: 'mf-demo', shared: [{ name: 'react', requiredVersion: '^19.0.0' }], exposes: [{ path: './routes' }] });
const chunk = Buffer.from([0, 1, 2, 250, 251, 252, 10, 13]);

/** A remote's folder as a build leaves it: package.json beside dist/ with a manifest, an entry, chunks and CSS. */
function build(name: string, entry: string): string {
  const dir = join(root, name, 'dist');
  mkdirSync(join(dir, 'static', 'js'), { recursive: true });
  writeFileSync(join(root, name, 'package.json'), JSON.stringify({ name, version: '1.2.3' }));
  writeFileSync(join(dir, 'mf-manifest.json'), manifest);
  writeFileSync(join(dir, 'remoteEntry.js'), entry);
  writeFileSync(join(dir, 'remoteEntry.js.gz'), gzipSync(entry));
  writeFileSync(join(dir, 'static', 'js', 'chunk.bin'), chunk);
  writeFileSync(join(dir, 'static', 'main.css'), 'body{color:red}');
  return dir;
}

const count = async (table: string) => Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);
const stableOf = async (remote: string) => (await releases.list(remote)).find((r) => r.channels.includes('stable'))?.version;
const refusal = (key: string) => expect.objectContaining({ name: 'DomainError', key }) as DomainError;

describe('the release store', () => {
  it('adds remotes, refusing a prefix that overlaps another remote’s either way', async () => {
    await releases.addRemote({ name: 'mf-demo', prefixes: ['/demo', '/pages/demo'], owner: 'team-demo' });
    await expect(releases.addRemote({ name: 'mf-other', prefixes: ['/pages/demo/sub'], owner: 't' })).rejects.toEqual(refusal('release.prefixOverlap'));
    await expect(releases.addRemote({ name: 'mf-other', prefixes: ['/de'], owner: 't' })).rejects.toEqual(refusal('release.prefixOverlap'));
    await expect(releases.addRemote({ name: 'mf-demo', prefixes: ['/elsewhere'], owner: 't' })).rejects.toEqual(refusal('release.remoteExists'));
    await expect(releases.addRemote({ name: 'mf-other', prefixes: [], owner: 't' })).rejects.toEqual(refusal('release.badPrefix'));
    await releases.addRemote({ name: 'mf-other', prefixes: ['/other'], owner: 'team-other' });
    expect((await releases.remotes()).map((r) => r.name)).toEqual(['mf-demo', 'mf-other']);
  });

  it('publishes a build once, by content: the same build again is the same release, blobs stored once', async () => {
    const dir = build('v1', 'console.log("one")');
    const first = await releases.publish('mf-demo', dir, { by: 'cli:test' });
    expect(first.version).toMatch(/^1\.2\.3\+[0-9a-f]{12}$/);
    expect(first.requires).toEqual({ react: '^19.0.0' });
    expect(first.size).toBeGreaterThan(chunk.length);
    expect(await count('release_blobs')).toBe(5);
    expect(await count('release_files')).toBe(5);
    const again = await releases.publish('mf-demo', dir, { by: 'cli:someone-else' });
    expect(again).toEqual(first);
    expect(await count('releases')).toBe(1);
    expect(await count('release_blobs')).toBe(5);
    expect(await count('release_files')).toBe(5);
  });

  it('publishes a changed build as a new version whose unchanged files share the stored blobs', async () => {
    const second = await releases.publish('mf-demo', build('v2', 'console.log("two")'), { by: 'cli:test' });
    const versions = (await releases.list('mf-demo')).map((r) => r.version);
    expect(versions).toHaveLength(2);
    expect(versions[0]).toBe(second.version);
    expect(versions[1]).not.toBe(second.version);
    // Entry and its .gz changed (2 new blobs); manifest, chunk and CSS are shared.
    expect(await count('release_blobs')).toBe(7);
    expect(await count('release_files')).toBe(10);
  });

  it('serves the exact bytes of a release’s file with its type', async () => {
    const [, first] = await releases.list('mf-demo');
    const file = await releases.file('mf-demo', first!.version, 'static/js/chunk.bin');
    expect(Buffer.compare(file.bytes, chunk)).toBe(0);
    expect(file.contentType).toBe('application/octet-stream');
    const gz = await releases.file('mf-demo', first!.version, 'remoteEntry.js.gz');
    expect(gz.contentType).toBe('text/javascript; charset=utf-8');
    await expect(releases.file('mf-demo', first!.version, 'nope.js')).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('promotes, and rolls stable back one step at a time, refusing when there is nothing before', async () => {
    const [second, first] = await releases.list('mf-demo');
    await expect(releases.rollback('mf-demo')).rejects.toEqual(refusal('release.noPrevious'));
    await releases.promote('mf-demo', first!.version, 'cli:test');
    await expect(releases.rollback('mf-demo')).rejects.toEqual(refusal('release.noPrevious'));
    await releases.promote('mf-demo', second!.version, 'cli:test');
    expect(await stableOf('mf-demo')).toBe(second!.version);
    expect((await releases.rollback('mf-demo', 'cli:test')).version).toBe(first!.version);
    expect(await stableOf('mf-demo')).toBe(first!.version);
    await expect(releases.rollback('mf-demo')).rejects.toEqual(refusal('release.noPrevious'));
    expect(await stableOf('mf-demo')).toBe(first!.version);
    await expect(releases.promote('mf-demo', '9.9.9+000000000000')).rejects.toMatchObject({ kind: 'not_found' });
    const log = await db.query<{ action: string }>("SELECT action FROM release_channel_log WHERE remote = 'mf-demo' ORDER BY id");
    expect(log.map((l) => l.action)).toEqual(['promote', 'promote', 'rollback']);
  });

  it('refuses a build without a manifest, or for a remote not in the registry', async () => {
    const dir = build('v3', 'x');
    await expect(releases.publish('mf-nobody', dir, { by: 'cli:test' })).rejects.toEqual(refusal('release.noRemote'));
    rmSync(join(dir, 'mf-manifest.json'));
    await expect(releases.publish('mf-other', dir, { by: 'cli:test' })).rejects.toEqual(refusal('release.noManifest'));
    writeFileSync(join(dir, 'mf-manifest.json'), manifest);
    rmSync(join(root, 'v3', 'package.json'));
    await expect(releases.publish('mf-other', dir, { by: 'cli:test' })).rejects.toEqual(refusal('release.noVersion'));
    expect(await releases.list('mf-other')).toEqual([]);
  });
});
