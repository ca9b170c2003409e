import { existsSync } from 'node:fs';
import path from 'node:path';
import { DomainError } from '../../domain/errors';
import { t } from '../../i18n/messages';
import { STARTUP_PROMOTER } from './channels';
import { MANIFEST, type ReleaseService } from './service';

/** Who publishes and promotes the local builds at start, in the releases and the channel log. */
export const STARTUP_ACTOR = STARTUP_PROMOTER;

/**
 * At start, each registered remote with a local build (`<webRoot>/<remote>/dist`) has it published as a release:
 * the same build is the same release, so a restart adds nothing (builds are deterministic). Like every release it
 * waits for the shop's smoke run; a remote with no stable release yet (a first start) gets it as stable the moment
 * that run passes, and is served from its local build until then. After that, which release is live is the teams'
 * decision, so a newer local build is only published, with the command to promote it. A build the gate refuses is
 * reported and its remote keeps being served as it was. One line per remote.
 */
export async function publishLocalBuilds(releases: ReleaseService, webRoot: string, log: (line: string) => void): Promise<void> {
  for (const { name } of await releases.remotes()) {
    const dir = path.join(webRoot, name, 'dist');
    if (!existsSync(path.join(dir, MANIFEST))) continue;
    try {
      const release = await releases.publish(name, dir, { by: STARTUP_ACTOR, promoteOnPass: true });
      const stable = (await releases.list(name)).find((r) => r.channels.includes('stable'));
      if (!stable) {
        const state = await releases.promoteWhenPassed(name, release.version);
        log(
          state === 'promoted'
            ? `${name} ${release.version} (stable)`
            : state === 'failed'
              ? `${name} ${release.version} failed its smoke run (npm run release -- list ${name}); served from disk`
              : `${name} ${release.version} (stable once its smoke run passes; served from disk until then)`,
        );
      } else if (stable.version === release.version) {
        log(`${name} ${release.version} (stable)`);
      } else {
        log(`${name} ${stable.version} (stable); the local build is published as ${release.version}: npm run ops -- release:promote ${name} ${release.version} once its smoke run passed`);
      }
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      log(`${name}: the local build was not published (${t('en-us', error.key, plainVars(error.vars))}); served from disk until a release is stable`);
    }
  }
}

const plainVars = (vars: DomainError['vars']) =>
  Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));
