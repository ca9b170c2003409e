import type { SmokeClaimAnswer } from '@snapmall/shared/contract';
import type { Database } from 'server/src/db/database';
import { testConfig } from 'server/src/config';
import { createServices } from 'server/src/services';
import { apiPost } from '../api';
import { ROOT } from '../shop';

/**
 * The shop's smoke runner played by a test (no browser run): a runner token of its own, then for a release the run
 * claimed and its verdict recorded — every route passed, or one failed with a problem — through /api/smoke/*, the
 * only way a verdict is written.
 */
export async function testSmokeRunner(url: string, db: Database, name = 'test-runner') {
  const services = createServices({ db, config: testConfig({ webRoot: ROOT }) });
  const { token } = await services.releases.smoke.createRunnerToken('cli:test', name);
  return async function verdict(version: string, failRoute?: string): Promise<void> {
    const { job } = await apiPost<SmokeClaimAnswer>(url, '/api/smoke/claim', {}, token);
    if (!job || job.version !== version) throw new Error(`claimed ${job?.version ?? 'nothing'}, not ${version}`);
    const routes = job.routes.map((route) => ({ route, ok: route !== failRoute }));
    const problems = failRoute ? [`TypeError: broken on purpose at ${failRoute}`] : [];
    await apiPost(url, '/api/smoke/verdict', { release_id: job.release_id, claim: job.claim, remote: job.remote, version, routes, problems }, token);
  };
}
