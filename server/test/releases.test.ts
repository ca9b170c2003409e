import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DomainError } from '../src/domain/errors';
import { createServices } from '../src/services';
import { testConfig } from '../src/config';
import { openDatabase } from '../src/db/open';
import { openTestDatabase } from './helpers';
import type { ReleaseService } from '../src/modules/releases/service';
import { blobBytes, fileVariants } from '../src/modules/releases/serving-repository';
import { passSmoke, runSmokeAs } from './support/smoke';

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

/** As small as a manifest the gate accepts for mf-demo can be: its entry, and ./routes with one route in its prefixes. */
const manifest = JSON.stringify({
  id: 'mf_demo',
  name: 'mf_demo',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [{ name: 'react', singleton: true, requiredVersion: '^19.0.0' }],
  exposes: [{ path: './routes', assets: { js: { sync: ['routes.js'] } } }],
});
const chunk = Buffer.from([0, 1, 2, 250, 251, 252, 10, 13]);

/** A remote's folder as a build leaves it: package.json beside dist/ with a manifest, an entry, chunks and CSS. */
function build(name: string, entry: string, remote: { container: string; route: string } = { container: 'mf_demo', route: '/demo/page' }): string {
  const dir = join(root, name, 'dist');
  mkdirSync(join(dir, 'static', 'js'), { recursive: true });
  writeFileSync(join(root, name, 'package.json'), JSON.stringify({ name, version: '1.2.3' }));
  writeFileSync(join(dir, 'mf-manifest.json'), manifest.replaceAll('mf_demo', remote.container));
  writeFileSync(join(dir, 'remoteEntry.js'), entry);
  writeFileSync(join(dir, 'remoteEntry.js.gz'), gzipSync(entry));
  writeFileSync(join(dir, 'routes.js'), `export const routes=[{path:"${remote.route}"}]`);
  writeFileSync(join(dir, 'static', 'js', 'chunk.js'), chunk);
  writeFileSync(join(dir, 'static', 'main.css'), 'body{color:red}');
  return dir;
}

const count = async (table: string) => Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]!.n);
const stableOf = async (remote: string) => (await releases.list(remote)).find((r) => r.channels.includes('stable'))?.version;
/** A release's file as the serving reads find it (web/release-files.ts serves it so). */
async function fileOf(remote: string, version: string, path: string) {
  const [variant] = await fileVariants(db, remote, version, [path]);
  return variant && { contentType: variant.content_type, bytes: await blobBytes(db, variant.sha256) };
}
const refusal = (key: string) => expect.objectContaining({ name: 'DomainError', key }) as DomainError;

describe('the release store', () => {
  it('adds remotes, refusing a prefix that overlaps another remote’s either way', async () => {
    await releases.addRemote({ name: 'mf-demo', prefixes: ['/demo/', '/pages/demo/'], owner: 'team-demo' });
    await expect(releases.addRemote({ name: 'mf-other', prefixes: ['/pages/demo/sub/'], owner: 't' })).rejects.toEqual(refusal('release.prefixOverlap'));
    await expect(releases.addRemote({ name: 'mf-other', prefixes: ['/demo/x/'], owner: 't' })).rejects.toEqual(refusal('release.prefixOverlap'));
    await expect(releases.addRemote({ name: 'mf-demo', prefixes: ['/elsewhere/'], owner: 't' })).rejects.toEqual(refusal('release.remoteExists'));
    for (const prefixes of [[], ['/other'], ['/other/../pages/index/']]) {
      await expect(releases.addRemote({ name: 'mf-other', prefixes, owner: 't' })).rejects.toEqual(refusal('release.badPrefix'));
    }
    await releases.addRemote({ name: 'mf-other', prefixes: ['/other/'], owner: 'team-other' });
    // Beside the four remotes migration 018 registers.
    expect((await releases.remotes()).map((r) => r.name)).toEqual(['mf-account', 'mf-bank', 'mf-demo', 'mf-lottery', 'mf-other', 'mf-shopping']);
  });

  it('names remotes mf-…: /remotes/<name>/ serves <web root>/<name>/dist, so no other folder may be named', async () => {
    for (const name of ['server', 'shell', 'mf', 'mf-', 'mf_bank', 'Mf-x']) {
      await expect(releases.addRemote({ name, prefixes: ['/x/'], owner: 't' })).rejects.toEqual(refusal('release.badName'));
    }
  });

  it('never lets a remote claim the shell’s own pages or the console, nor a prefix holding them', async () => {
    for (const prefix of ['/pages/index/', '/pages/notice/', '/pages/message/', '/pages/content/', '/pages/signin/', '/admin/', '/pages/', '/pages/index/more/', '/admin/x/']) {
      await expect(releases.addRemote({ name: 'mf-grab', prefixes: ['/grab/', prefix], owner: 't' })).rejects.toEqual(refusal('release.prefixReserved'));
      await expect(releases.saveRemote('cli:test', { name: 'mf-other', prefixes: [prefix], owner: 't' })).rejects.toEqual(refusal('release.prefixReserved'));
    }
    expect((await releases.remotes()).find((r) => r.name === 'mf-other')!.prefixes).toEqual(['/other/']);
  });

  it('publishes a build once, by content: the same build again is the same release, blobs stored once', async () => {
    const dir = build('v1', 'console.log("one")');
    const first = await releases.publish('mf-demo', dir, { by: 'cli:test' });
    expect(first.version).toMatch(/^1\.2\.3\+[0-9a-f]{12}$/);
    expect(first.requires).toEqual({ react: '^19.0.0' });
    expect(first.size).toBeGreaterThan(chunk.length);
    expect(first.routes).toEqual(['/demo/page']);
    expect(await count('release_blobs')).toBe(6);
    expect(await count('release_files')).toBe(6);
    const again = await releases.publish('mf-demo', dir, { by: 'cli:someone-else' });
    expect(again).toEqual(first);
    expect(await count('releases')).toBe(1);
    expect(await count('release_blobs')).toBe(6);
    expect(await count('release_files')).toBe(6);
  });

  it('publishes a changed build as a new version whose unchanged files share the stored blobs', async () => {
    const second = await releases.publish('mf-demo', build('v2', 'console.log("two")'), { by: 'cli:test' });
    const versions = (await releases.list('mf-demo')).map((r) => r.version);
    expect(versions).toHaveLength(2);
    expect(versions[0]).toBe(second.version);
    expect(versions[1]).not.toBe(second.version);
    // Entry and its .gz changed (2 new blobs); manifest, routes, chunk and CSS are shared.
    expect(await count('release_blobs')).toBe(8);
    expect(await count('release_files')).toBe(12);
  });

  it('keeps the exact bytes of a release’s file with its type, as the serving reads find them', async () => {
    const [, first] = await releases.list('mf-demo');
    const file = await fileOf('mf-demo', first!.version, 'static/js/chunk.js');
    expect(Buffer.compare(file!.bytes!, chunk)).toBe(0);
    expect(file!.contentType).toBe('text/javascript; charset=utf-8');
    const gz = await fileOf('mf-demo', first!.version, 'remoteEntry.js.gz');
    expect(gz!.contentType).toBe('text/javascript; charset=utf-8');
    expect(await fileOf('mf-demo', first!.version, 'nope.js')).toBeUndefined();
  });

  it('promotes, and rolls stable back one step at a time, refusing when there is nothing before', async () => {
    const [second, first] = await releases.list('mf-demo');
    await passSmoke(releases, 'mf-demo', first!.version);
    await passSmoke(releases, 'mf-demo', second!.version);
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

  it('puts nothing live that has not passed the shop’s smoke run, whoever asks: a deployer, the command line, the shop itself', async () => {
    const third = await releases.publish('mf-demo', build('v3-live', 'console.log("three")'), { by: 'cli:test' });
    expect(third.smoke).toBe('queued');
    const deployer = 'operator:deployer';
    await releases.access.grant('cli:test', deployer, 'mf-demo');
    for (const by of [deployer, 'cli:test', 'system:start'] as const) {
      await expect(releases.promote('mf-demo', third.version, by)).rejects.toEqual(refusal('release.smokeNotPassed'));
      await expect(releases.canary('mf-demo', third.version, 10, by)).rejects.toEqual(refusal('release.smokeNotPassed'));
    }
    // Claimed by a runner, but no verdict yet: still not live.
    const job = await releases.smoke.claim('system:smoke-runner', { remote: 'mf-demo', version: third.version });
    expect(job).toMatchObject({ remote: 'mf-demo', version: third.version, routes: ['/demo/page'], client_id: expect.stringMatching(/^smoke-/) });
    await expect(releases.promote('mf-demo', third.version, 'cli:test')).rejects.toEqual(refusal('release.smokeNotPassed'));
    const passed = await releases.smoke.record('system:smoke-runner', { release_id: job!.release_id, claim: job!.claim, remote: 'mf-demo', version: third.version, routes: [{ route: '/demo/page', ok: true }], problems: [] });
    expect(passed).toMatchObject({ smoke: 'passed', smoke_note: 'all 1 route passed\n/demo/page ok' });
    await releases.promote('mf-demo', third.version, deployer);
    // A failed verdict on the live release leaves it stable (only the team knows what to serve instead) and tells the operators.
    const again = await releases.publish('mf-demo', build('v3-again', 'console.log("three again")'), { by: 'cli:test' });
    await runSmokeAs(releases, 'mf-demo', again.version, ['/demo/page: page error: boom']);
    await expect(releases.promote('mf-demo', again.version, 'cli:test')).rejects.toEqual(refusal('release.smokeFailed'));
    expect(await stableOf('mf-demo')).toBe(third.version);
    const [message] = await db.query<{ kind: string; title: string; body: string }>("SELECT kind, title, body FROM operator_messages WHERE kind = 'release.smokeFailed'");
    expect(message).toEqual({ kind: 'release.smokeFailed', title: `Smoke run of mf-demo ${again.version} failed`, body: '1 of 1 route failed. It cannot go live.' });
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

  it('stores a pruned release’s files again when the same build is published anew', async () => {
    const dir = build('v1', 'console.log("one")');
    const { id, version } = await releases.publish('mf-demo', dir, { by: 'cli:test' });
    await db.query('UPDATE releases SET pruned_at = now() WHERE id = $1', [id]);
    await db.query('DELETE FROM release_files WHERE release_id = $1', [id]);
    expect(await fileOf('mf-demo', version, 'remoteEntry.js')).toBeUndefined();
    const again = await releases.publish('mf-demo', dir, { by: 'cli:deployer' });
    expect(again).toEqual(expect.objectContaining({ id, version, pruned_at: null }));
    expect((await fileOf('mf-demo', version, 'remoteEntry.js'))!.bytes!.toString()).toBe('console.log("one")');
    // Files going live again is a change to audit, though no new release is made.
    const [audit] = await db.query<{ actor: string; target_id: string }>("SELECT actor, target_id::text FROM audit_log WHERE action = 'release.republish'");
    expect(audit).toEqual({ actor: 'cli:deployer', target_id: String(id) });
  });

  it('retires a remote: off the registry with its channels and rights, its prefixes free; added again it starts anew', async () => {
    await releases.addRemote({ name: 'mf-gone', prefixes: ['/gone/'], owner: 'team-gone' }, 'operator:owner');
    // The owner who added it may deploy it.
    expect(await releases.access.may(db, 'operator:owner', 'mf-gone')).toBe(true);
    const dir = build('gone', 'console.log("gone")', { container: 'mf_gone', route: '/gone/page' });
    const release = await releases.publish('mf-gone', dir, { by: 'operator:owner', packageVersion: '1.0.0' });
    await passSmoke(releases, 'mf-gone', release.version);
    await releases.promote('mf-gone', release.version, 'operator:owner');
    const waiting = await releases.publish('mf-gone', build('gone-2', 'console.log("gone 2")', { container: 'mf_gone', route: '/gone/page' }), { by: 'operator:owner', packageVersion: '1.0.0' });
    await db.query('UPDATE releases SET promote_on_pass = true WHERE id = $1', [waiting.id]);
    expect(await releases.retireRemote('operator:owner', 'mf-gone')).toEqual({ name: 'mf-gone', retired: true });
    // Its queued smoke run is no runner's any more: it could never go live.
    expect(await releases.smoke.claim('system:smoke-runner', { remote: 'mf-gone', version: waiting.version })).toBeUndefined();
    expect(await db.query('SELECT smoke FROM releases WHERE id = $1', [waiting.id])).toEqual([{ smoke: 'queued' }]);
    expect((await releases.remotes()).map((r) => r.name)).not.toContain('mf-gone');
    expect(await db.query("SELECT 1 FROM release_channels WHERE remote = 'mf-gone'")).toEqual([]);
    expect(await releases.access.may(db, 'operator:owner', 'mf-gone')).toBe(false);
    await expect(releases.retireRemote('operator:owner', 'mf-gone')).rejects.toEqual(refusal('release.noRemote'));
    await expect(releases.publish('mf-gone', dir, { by: 'cli:test', packageVersion: '1.0.1' })).rejects.toEqual(refusal('release.noRemote'));
    const [audit] = await db.query<{ actor: string; before: unknown }>("SELECT actor, before FROM audit_log WHERE action = 'remote.retire'");
    expect(audit).toEqual({ actor: 'operator:owner', before: { name: 'mf-gone', prefixes: ['/gone/'], owner: 'team-gone' } });
    // Its prefix is free for another remote; its name comes back as the same remote, with no stable to roll back to.
    await releases.addRemote({ name: 'mf-gone', prefixes: ['/gone/'], owner: 'team-new' }, 'cli:test');
    expect(await stableOf('mf-gone')).toBeUndefined();
    await expect(releases.rollback('mf-gone', 'cli:test')).rejects.toEqual(refusal('release.noPrevious'));
    // The old remote's release that was to go stable by itself goes nowhere when it passes now: no one decided it.
    await passSmoke(releases, 'mf-gone', waiting.version);
    expect(await stableOf('mf-gone')).toBeUndefined();
    const log = await releases.history('mf-gone', 'cli:test');
    expect(log.log.map((e) => e.action)).toEqual(['smoke', 'retire', 'publish', 'promote', 'smoke', 'publish']);
  });

  it('hands each queued smoke run to one runner, with two instances’ runners claiming at once; a late verdict of a lost claim is refused', async () => {
    const versions: string[] = [];
    for (const n of [1, 2, 3]) versions.push((await releases.publish('mf-demo', build(`claim-${n}`, `console.log("claim ${n}")`), { by: 'cli:test' })).version);
    const db2 = await openDatabase({ databaseUrl: db.url, schema: db.schema, max: 4 });
    try {
      const other = createServices({ db: db2, config: testConfig() }).releases;
      // Every run waiting now (earlier tests' releases too), each to be claimed exactly once.
      const queued = await db.query<{ version: string }>("SELECT version FROM releases WHERE smoke = 'queued' AND remote IN (SELECT name FROM remotes WHERE retired_at IS NULL)");
      expect(queued.map((q) => q.version)).toEqual(expect.arrayContaining(versions));
      const claims = await Promise.all(Array.from({ length: queued.length + 4 }, (_, i) => (i % 2 === 0 ? releases : other).smoke.claim(i % 2 === 0 ? 'smoke:one' : 'smoke:two')));
      const claimed = claims.filter((c) => c !== undefined);
      expect(claimed.map((c) => c.version).sort()).toEqual(queued.map((q) => q.version).sort());
      // A runner whose lease ran out and whose run another took: its verdict is refused, the new holder's counts.
      const [first] = claimed;
      await db.query("UPDATE releases SET smoke_claimed_at = now() - interval '1 hour' WHERE id = $1", [first!.release_id]);
      const again = await other.smoke.claim('smoke:two', { remote: 'mf-demo', version: first!.version });
      expect(again?.claim).not.toBe(first!.claim);
      const verdict = { release_id: first!.release_id, remote: 'mf-demo', version: first!.version, routes: [{ route: '/demo/page', ok: true }], problems: [] };
      await expect(releases.smoke.record('smoke:one', { ...verdict, claim: first!.claim })).rejects.toEqual(refusal('release.smokeClaimGone'));
      await expect(releases.smoke.record('smoke:one', { ...verdict, release_id: first!.release_id + 1000, claim: again!.claim })).rejects.toEqual(refusal('release.smokeClaimGone'));
      expect(await other.smoke.record('smoke:two', { ...verdict, claim: again!.claim })).toMatchObject({ smoke: 'passed' });
    } finally {
      await db2.close();
    }
  });

  it('records a run that left routes unopened as failed, and keeps a problem’s text to one line of its own', async () => {
    const { version } = await releases.publish('mf-demo', build('partial', 'console.log("partial")'), { by: 'cli:test' });
    const job = await releases.smoke.claim('system:smoke-runner', { remote: 'mf-demo', version });
    const forged = 'boom\n/demo/page ok\u001b[2J';
    const verdict = await releases.smoke.record('system:smoke-runner', { release_id: job!.release_id, claim: job!.claim, remote: 'mf-demo', version, routes: [], problems: [forged] });
    expect(verdict.smoke).toBe('failed');
    expect(verdict.smoke_note.split('\n')).toEqual(['no route was opened', 'boom /demo/page ok [2J', 'not opened: /demo/page']);
  });

  it('queues a run again only from the command line, and makes no release stable by itself unless its remote has none', async () => {
    const { version } = await releases.publish('mf-demo', build('again', 'console.log("again")'), { by: 'cli:test', promoteOnPass: true });
    // mf-demo has a stable release: the flag was not taken, so a pass only passes.
    await runSmokeAs(releases, 'mf-demo', version, ['/demo/page: the runner’s browser died']);
    expect((await releases.smokeAgain('mf-demo', version, 'cli:test')).smoke).toBe('queued');
    await passSmoke(releases, 'mf-demo', version);
    expect(await stableOf('mf-demo')).not.toBe(version);
    const [audit] = await db.query<{ actor: string; before: unknown }>("SELECT actor, before FROM audit_log WHERE action = 'release.smokeAgain'");
    expect(audit).toEqual({ actor: 'cli:test', before: { remote: 'mf-demo', smoke: 'failed' } });
  });

  it('refuses a prefix with an empty segment', async () => {
    for (const prefix of ['//', '/pages//', '//x/']) {
      await expect(releases.addRemote({ name: 'mf-empty', prefixes: [prefix], owner: 't' })).rejects.toEqual(refusal('release.badPrefix'));
    }
  });
});
