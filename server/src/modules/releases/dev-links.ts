import type { DevLinkAnswer, DevSession } from '@snapmall/shared/contract';
import type { RemoteRegistry } from '@snapmall/shared/remote';
import type { Database, Queryable } from '../../db/database';
import { refuse } from '../../domain/errors';
import type { Actor, OperatorService } from '../operators/service';
import { holdsRight, type DeployAccess } from './deploy';
import { devOrigin, readDevToken, signDevLink, type DevGrant } from './dev-link';
import * as repo from './repository';

const sessionOf = (grant: DevGrant): DevSession => ({ remote: grant.remote, origin: devOrigin(grant.port), expires: grant.expires });

/**
 * Who may do what with dev links (issue 29):
 * - a deployer of the remote (its deploy token, an operator with its right, the command line) makes one, audited;
 * - the browser it names takes it (`/api/dev/adopt`, then an HttpOnly cookie); any other browser is refused;
 * - with that cookie, and only while the link is good and the remote registered, the shop's page allows the one
 *   localhost origin and remotes.json points that remote there, for that browser alone (web.ts).
 */
export class DevLinks {
  constructor(
    private readonly db: Database,
    private readonly operators: OperatorService,
    private readonly access: DeployAccess,
  ) {}

  async create(remote: string, port: number, client: string, minutes: number, by: Actor): Promise<DevLinkAnswer> {
    return this.db.tx(async (q) => {
      const target = await repo.remoteByName(q, remote);
      if (!target) throw refuse('release.noRemote', { remote });
      await this.access.check(q, by, remote);
      const { token, grant } = await signDevLink(q, remote, port, client, minutes, by);
      await this.operators.record(q, by, { action: 'release.devlink', target: { type: 'remote', id: target.id }, after: { origin: devOrigin(port), client, expires: grant.expires } });
      return { token, query: `?dev=${token}`, origin: devOrigin(port), expires: grant.expires };
    });
  }

  /** The browser named by the link takes it; refused, saying why, for any other, or once it is no longer good. */
  async adopt(token: string, client: string): Promise<DevSession> {
    const grant = await readDevToken(this.db, token);
    if (grant === undefined) throw refuse('release.devInvalid');
    if (grant === 'expired') throw refuse('release.devExpired');
    if (grant.client !== client) throw refuse('release.devOtherBrowser');
    if (!(await live(this.db, grant))) throw refuse('release.devEnded', { remote: grant.remote });
    return sessionOf(grant);
  }
}

/** A good link's grant still holds: its remote is registered and its maker still holds the remote's deploy right. */
const live = async (db: Queryable, grant: DevGrant) => Boolean(await repo.remoteByName(db, grant.remote)) && (await holdsRight(db, grant.by, grant.remote));

/**
 * The dev session a browser's cookie holds (web.ts): only while its link is good, its remote registered and its
 * maker still holds the right (a revoked token's links end with it). Undefined, never an error: a page answers.
 */
export async function devSession(db: Queryable, cookie: string | undefined): Promise<DevSession | undefined> {
  if (!cookie) return undefined;
  try {
    const grant = await readDevToken(db, cookie);
    if (grant === undefined || grant === 'expired') return undefined;
    return (await live(db, grant)) ? sessionOf(grant) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * remotes.json for a browser in a dev session: the remote's entry points at the dev server's manifest, with no
 * version (so its loads and vitals count for no release) and no canary; every other entry as it was.
 */
export function withDevRemote(registry: RemoteRegistry, session: DevSession): RemoteRegistry {
  const remotes = (Array.isArray(registry.remotes) ? registry.remotes : []).map((entry) =>
    entry.remote === session.remote ? { name: entry.name, remote: entry.remote, prefixes: entry.prefixes, manifest: `${session.origin}/mf-manifest.json`, dev: true } : entry,
  );
  return { ...registry, remotes, dev: session };
}
