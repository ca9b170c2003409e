import type { AdminSessionRow } from '@snapmall/shared/contract';
import type { Database, Queryable } from '../../db/database';
import { refuse } from '../../domain/errors';
import { hashToken, newToken } from '../../security/secrets';
import type { Actor } from './actor';
import * as repo from './sessions-repository';

export type { SessionClient } from './sessions-repository';

/** How long an operator session lasts at most, however busy: a working day. */
export const OPERATOR_TOKEN_TTL_SECONDS = 12 * 3600;

/** At most this many sessions are listed: an owner's view of everyone's is a page, not the table. */
const LIST_MAX = 200;

/** Who is looking at or ending sessions: their own always, anyone's when an owner. */
export interface SessionViewer {
  id: number;
  roles: readonly string[];
}

/**
 * Operator sessions (issue 26): opened at login with the device and address, ended by logging out, by the operator
 * or an owner from the sessions page, after `idleMinutes` without a call, and when the password or the factors are
 * reset. A session is a row every instance reads, so an end is seen by all of them at the next call.
 */
export class OperatorSessions {
  constructor(
    private readonly db: Database,
    private readonly idleMinutes: number,
    private readonly record: (q: Queryable, actor: Actor, r: { action: string; target: { type: string; id: number }; before?: unknown }) => Promise<void>,
  ) {}

  /** Starts a session for an operator who has proven who they are; its token is answered once and kept only hashed. */
  async open(q: Queryable, operatorId: number, client: repo.SessionClient): Promise<{ token: string; expires_in: number }> {
    await repo.sweepDeadSessions(q, operatorId, this.idleMinutes);
    const { token, tokenHash } = newToken();
    await repo.insertSession(q, operatorId, tokenHash, OPERATOR_TOKEN_TTL_SECONDS, client);
    return { token, expires_in: OPERATOR_TOKEN_TTL_SECONDS };
  }

  /** The operator a token opens now (undefined once it is ended, expired or idle), keeping it alive. */
  async find(token: string) {
    return repo.findSession(this.db, hashToken(token), this.idleMinutes);
  }

  /** Logging out: this token's session ends on every instance. */
  async logout(token: string): Promise<void> {
    await repo.deleteSessionByToken(this.db, hashToken(token));
  }

  /** The viewer's own live sessions, or (`everyone`, owners only) every operator's; `current` marks the caller's. */
  async list(viewer: SessionViewer, currentId: string, everyone: boolean): Promise<AdminSessionRow[]> {
    if (everyone && !viewer.roles.includes('owner')) throw refuse('session.notYours');
    const rows = await repo.liveSessions(this.db, this.idleMinutes, everyone ? undefined : viewer.id, LIST_MAX);
    return rows.map((r) => ({
      id: Number(r.id),
      operator: r.username,
      device: r.device,
      address: r.address,
      createtime: unix(r.createtime),
      last_used: unix(r.last_used_at),
      expires: unix(r.expiretime),
      current: r.id === currentId,
    }));
  }

  /**
   * Ends one session: the viewer's own, or anyone's for an owner; audited with whose it was and where it was open.
   * Another operator's session that does not exist and one that is not the viewer's are refused alike, so the ids
   * of others' sessions cannot be probed.
   */
  async end(actor: Actor, viewer: SessionViewer, id: number): Promise<void> {
    const ownerOf = viewer.roles.includes('owner') ? undefined : viewer.id;
    await this.db.tx(async (q) => {
      const ended = await repo.deleteSessionById(q, String(id), ownerOf);
      if (!ended) throw refuse('session.notYours');
      await this.record(q, actor, {
        action: 'operator.session.end',
        target: { type: 'operator', id: ended.operator_id },
        before: { session: id, device: ended.device, address: ended.address },
      });
    });
  }

  /** Ends every session of an operator, in the transaction of what requires it (a reset of password or factors). */
  async endAll(q: Queryable, operatorId: number): Promise<void> {
    await repo.deleteSessionsOf(q, operatorId);
  }
}

const unix = (d: Date) => Math.floor(d.getTime() / 1000);
