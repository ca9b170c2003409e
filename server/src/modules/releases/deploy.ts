import type { Database, Queryable } from '../../db/database';
import { refuse } from '../../domain/errors';
import { hashToken, newToken } from '../../security/secrets';
import type { Actor, OperatorService } from '../operators/service';
import * as deploys from './deploy-repository';
import * as repo from './repository';

/** A deploy token's name: it becomes part of a subject and an audit actor, so plain and short. */
const TOKEN_NAME = /^[a-z0-9][a-z0-9-]{1,39}$/;
const SUBJECT = /^(operator|token):[A-Za-z0-9_.-]{1,60}$/;

/**
 * The deploy subject an actor acts as: an operator is `operator:<username>` in both; a deploy token acts as
 * `deploy:<name>` in the audit trail and holds its rights as `token:<name>`. The command line, the shop itself and
 * a smoke runner (whose token opens nothing but the smoke routes) have no subject: no deploy right stops them.
 */
export function subjectOf(actor: Actor): string | undefined {
  if (actor.startsWith('operator:')) return actor;
  if (actor.startsWith('deploy:')) return `token:${actor.slice('deploy:'.length)}`;
  return undefined;
}

/**
 * Whether an actor holds a remote's deploy right now, outside a request it authenticated (a dev link's maker, each
 * time the link is used): a revoked token holds none, though its rows stay for the record.
 */
export async function holdsRight(q: Queryable, actor: Actor, remote: string): Promise<boolean> {
  const subject = subjectOf(actor);
  if (subject === undefined) return true;
  if (subject.startsWith('token:') && !(await deploys.tokenIsLive(q, subject.slice('token:'.length)))) return false;
  return deploys.hasRight(q, subject, remote);
}

/** Deploy tokens and rights: who may publish and move the channels of which remote. */
export class DeployAccess {
  constructor(
    private readonly db: Database,
    private readonly operators: OperatorService,
  ) {}

  /** Refuses an actor without the right for this remote (refused, not forbidden: the deployer can ask for it). */
  async check(q: Queryable, actor: Actor, remote: string): Promise<void> {
    if (!(await this.may(q, actor, remote))) throw refuse('release.noRight', { remote });
  }

  /** Whether the actor holds this remote's deploy right (the command line and the shop itself hold every one). */
  async may(q: Queryable, actor: Actor, remote: string): Promise<boolean> {
    const subject = subjectOf(actor);
    return subject === undefined || (await deploys.hasRight(q, subject, remote));
  }

  /** The remotes of these the actor may deploy. */
  async deployable(actor: Actor, remotes: string[]): Promise<Set<string>> {
    const subject = subjectOf(actor);
    if (subject === undefined) return new Set(remotes);
    return new Set(await deploys.remotesOf(this.db, subject));
  }

  /** The owner who adds a remote may deploy it: the right in the same transaction as the remote, audited. */
  async grantToAdder(q: Queryable, by: Actor, remote: string) {
    if (by.startsWith('operator:')) await this.grantIn(q, by, by, remote);
  }

  /** A retired remote's rights go with it: added again, it is granted anew. */
  async dropRights(q: Queryable, remote: string) {
    await deploys.ungrantAll(q, remote);
  }

  /** The audit actor of a live deploy token; undefined for anything else. */
  async actorOfToken(token: string): Promise<Actor | undefined> {
    const name = await deploys.liveTokenByHash(this.db, hashToken(token));
    return name === undefined ? undefined : `deploy:${name}`;
  }

  /** A new token with the right to each remote; the token is answered once, only its hash is kept. */
  async createToken(by: Actor, name: string, remotes: string[]) {
    if (!TOKEN_NAME.test(name)) throw refuse('release.badTokenName', { name });
    const { token, tokenHash } = newToken();
    return this.db.tx(async (q) => {
      if (!(await deploys.insertToken(q, { name, tokenHash, by }))) throw refuse('release.tokenExists', { name });
      await this.operators.record(q, by, { action: 'deploy.tokenCreate', target: { type: 'deploy_token', id: 0 }, after: { name, remotes } });
      for (const remote of new Set(remotes)) await this.grantIn(q, by, `token:${name}`, remote);
      return { name, token, remotes: [...new Set(remotes)].sort() };
    });
  }

  async revokeToken(by: Actor, name: string) {
    return this.db.tx(async (q) => {
      if (!(await deploys.revokeToken(q, name))) throw refuse('release.noToken', { name });
      await this.operators.record(q, by, { action: 'deploy.tokenRevoke', target: { type: 'deploy_token', id: 0 }, before: { name } });
      return { name, revoked: true };
    });
  }

  async grant(by: Actor, subject: string, remote: string) {
    return this.db.tx((q) => this.grantIn(q, by, subject, remote));
  }

  /** Takes a subject's right to a remote back; refused when it had none, so a typo does not pass for done. */
  async revoke(by: Actor, subject: string, remote: string) {
    if (!SUBJECT.test(subject)) throw refuse('release.badSubject', { subject });
    return this.db.tx(async (q) => {
      const target = await repo.remoteByName(q, remote);
      if (!target) throw refuse('release.noRemote', { remote });
      if (!(await deploys.ungrant(q, subject, remote))) throw refuse('release.noGrant', { subject, remote });
      await this.operators.record(q, by, { action: 'deploy.ungrant', target: { type: 'remote', id: target.id }, before: { subject, remote }, after: null });
      return { subject, remote, revoked: true };
    });
  }

  async tokens() {
    return deploys.allTokens(this.db);
  }

  private async grantIn(q: Queryable, by: Actor, subject: string, remote: string) {
    if (!SUBJECT.test(subject)) throw refuse('release.badSubject', { subject });
    if (subject.startsWith('token:') && !(await deploys.tokenLive(q, subject.slice('token:'.length)))) {
      throw refuse('release.noToken', { name: subject.slice('token:'.length) });
    }
    const target = await repo.remoteByName(q, remote);
    if (!target) throw refuse('release.noRemote', { remote });
    const added = await deploys.grant(q, { subject, remote, by });
    if (added) await this.operators.record(q, by, { action: 'deploy.grant', target: { type: 'remote', id: target.id }, after: { subject, remote } });
    return { subject, remote, granted: added };
  }
}
