import type { ReleaseService } from '../../src/modules/releases/service';

/** The runner a test stands in for: the shop's own, as `npm start` runs it. */
const TEST_RUNNER = 'system:smoke-runner';

/**
 * A test acting as the shop's smoke runner for the release it published: claims that release's run and records a
 * verdict, as the runner would after opening its routes (`problems` empty: every route passed). The only way a
 * verdict is written, here as in the shop: through the queue, under a claim.
 */
export async function runSmokeAs(releases: ReleaseService, remote: string, version: string, problems: string[] = []) {
  const job = await releases.smoke.claim(TEST_RUNNER, { remote, version });
  if (!job) throw new Error(`no queued smoke run of ${remote} ${version}`);
  const routes = job.routes.map((route, i) => ({ route, ok: !(problems.length > 0 && i === 0) }));
  return releases.smoke.record(TEST_RUNNER, { release_id: job.release_id, claim: job.claim, remote, version, routes, problems });
}

/** A passed verdict for the release (runSmokeAs with no problem). */
export const passSmoke = (releases: ReleaseService, remote: string, version: string) => runSmokeAs(releases, remote, version);
