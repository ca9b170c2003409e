import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testConfig } from '../src/config';
import { publishLocalBuilds } from '../src/modules/releases/bootstrap';
import { LiveRegistry } from '../src/modules/releases/registry';
import { createServices } from '../src/services';
import { openTestDatabase } from './helpers';
import { copyFixture } from './support/release-fixture';
import { passSmoke, runSmokeAs } from './support/smoke';

let db: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

/** A web root holding mf-bank's build (the fixture) as `npm run build` leaves it: <root>/mf-bank/{package.json,dist}. */
function webRootWithBank(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'snapmall-bootstrap-'));
  cpSync(path.dirname(copyFixture()), path.join(root, 'mf-bank'), { recursive: true });
  return root;
}

it('publishes the local builds on an empty registry, stable once the shop’s smoke run passes, the same again at the next start, and only publishes a newer one', async () => {
  const releases = createServices({ db, config: testConfig() }).releases;
  const root = webRootWithBank();
  const lines: string[] = [];
  await publishLocalBuilds(releases, root, (line) => lines.push(line));
  expect(lines).toEqual([expect.stringMatching(/^mf-bank \d+\.\d+\.\d+\+[0-9a-f]{12} \(stable once its smoke run passes; served from disk until then\)$/)]);
  const version = lines[0]!.split(' ')[1]!;
  expect(await releases.list('mf-bank')).toEqual([expect.objectContaining({ version, channels: [], smoke: 'queued', created_by: 'system:start' })]);
  // The runner's verdict is what puts it live, on its own.
  await passSmoke(releases, 'mf-bank', version);
  const listed = await releases.list('mf-bank');
  expect(listed).toEqual([expect.objectContaining({ version, channels: ['stable'], smoke: 'passed', created_by: 'system:start' })]);
  const registry = await new LiveRegistry(db, { releaseRefreshMs: 0 }).current();
  expect(registry.remotes.find((r) => r.remote === 'mf-bank')).toEqual({
    name: 'mf_bank',
    remote: 'mf-bank',
    manifest: `/remotes/mf-bank/v/${version}/mf-manifest.json`,
    version,
    prefixes: ['/pages/bank/'],
  });

  // A restart with the same build: the same release, nothing new.
  lines.length = 0;
  await publishLocalBuilds(releases, root, (line) => lines.push(line));
  expect(lines).toEqual([`mf-bank ${version} (stable)`]);
  expect(await releases.list('mf-bank')).toHaveLength(1);

  // The same files built in another checkout (another folder, other file times): still the same release. The builds
  // themselves are byte for byte the same in any folder (tests/e2e/build-determinism.test.ts).
  const elsewhere = mkdtempSync(path.join(tmpdir(), 'snapmall-bootstrap-elsewhere-'));
  cpSync(path.join(root, 'mf-bank'), path.join(elsewhere, 'mf-bank'), { recursive: true, preserveTimestamps: false });
  lines.length = 0;
  await publishLocalBuilds(releases, elsewhere, (line) => lines.push(line));
  expect(lines).toEqual([`mf-bank ${version} (stable)`]);
  expect(await releases.list('mf-bank')).toHaveLength(1);

  // A newer local build is published, not promoted: stable is the teams' decision once there is one.
  writeFileSync(path.join(root, 'mf-bank', 'dist', 'later.js'), '/* a later build */');
  lines.length = 0;
  await publishLocalBuilds(releases, root, (line) => lines.push(line));
  const newer = (await releases.list('mf-bank')).find((r) => r.version !== version)!;
  expect(newer.channels).toEqual([]);
  expect(lines).toEqual([`mf-bank ${version} (stable); the local build is published as ${newer.version}: npm run ops -- release:promote mf-bank ${newer.version} once its smoke run passed`]);
});

it('never makes a first release stable when its smoke run fails; a restart with it passed promotes it then', async () => {
  const fresh = await openTestDatabase();
  try {
    const releases = createServices({ db: fresh, config: testConfig() }).releases;
    const root = webRootWithBank();
    const lines: string[] = [];
    await publishLocalBuilds(releases, root, (line) => lines.push(line));
    const version = lines[0]!.split(' ')[1]!;
    await runSmokeAs(releases, 'mf-bank', version, ['/pages/bank/deposit: page error: TypeError']);
    expect(await releases.list('mf-bank')).toEqual([expect.objectContaining({ version, channels: [], smoke: 'failed' })]);
    lines.length = 0;
    await publishLocalBuilds(releases, root, (line) => lines.push(line));
    expect(lines).toEqual([`mf-bank ${version} failed its smoke run (npm run release -- list mf-bank); served from disk`]);
  } finally {
    await fresh.close();
  }
});

it('reports a build the gate refuses and goes on with the other remotes', async () => {
  const root = webRootWithBank();
  // A second remote whose build is no federation build: no manifest is skipped; a broken one is refused.
  cpSync(path.join(root, 'mf-bank'), path.join(root, 'mf-lottery'), { recursive: true });
  writeFileSync(path.join(root, 'mf-lottery', 'dist', 'mf-manifest.json'), '{ not json');
  const fresh = await openTestDatabase();
  try {
    const lines: string[] = [];
    await publishLocalBuilds(createServices({ db: fresh, config: testConfig() }).releases, root, (line) => lines.push(line));
    expect(lines).toEqual([
      expect.stringMatching(/^mf-bank \S+ \(stable once its smoke run passes; served from disk until then\)$/),
      expect.stringMatching(/^mf-lottery: the local build was not published \(.+\); served from disk until a release is stable$/),
    ]);
  } finally {
    await fresh.close();
  }
});
