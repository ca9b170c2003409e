import { randomBytes } from 'node:crypto';
import type { AdminLoginAnswer, AdminOperator, AdminOperatorSaveBody, AuditAction, AuditEntry, AuditTargetType, OperatorRole, PageOf } from '@snapmall/shared/contract';
import type { Database, Queryable } from '../../db/database';
import { refuse } from '../../domain/errors';
import { hashSecret } from '../../security/secrets';
import { checkSecret, forgetAttempts, type LockPolicy } from '../attempts/service';
import * as repo from './repository';
import { toAuditEntry } from './audit-search';
import { OperatorFactorService } from './factors/service';
import type { OperatorMfa } from './factors/rule';
import { OperatorMessages } from './messages';
import { OperatorSessions, type SessionClient } from './sessions';
import type { Actor } from './actor';

export type { Actor } from './actor';
export { UNREAD_CAP, type OperatorMessage, type OperatorNote } from './messages';

type OperatorRoles = OperatorRole[];

/**
 * An action carried out on a second operator's approval (issue 26): its audit record names both people. The actor
 * is the approver; `after.approval` says which request and who asked.
 */
export interface ApprovalNote {
  request: number;
  requested_by: string;
}

/** One audited action: its name and its target's type are defined once, in shared/contract/audit.ts. */
export interface AuditRecord {
  action: AuditAction;
  target: { type: AuditTargetType; id: number | bigint };
  before?: unknown;
  after?: unknown;
  reason?: string;
  approval?: ApprovalNote;
}

const PAGE_SIZE = 20;

/** Operator accounts, their sessions, their messages, and the audit trail every operator action writes. */
export class OperatorService {
  private readonly loginPolicy: LockPolicy;
  /** The operators' sessions: opened at login, ended by logout, by hand, when idle or at a reset. */
  readonly sessions: OperatorSessions;
  /** Their second factors: the login's second step, enrolment, the Security page, an owner's reset. */
  readonly factors: OperatorFactorService;
  /** What the shop tells its operators (a canary withdrawn, a smoke run failed), and what each has read. */
  readonly messages: OperatorMessages;

  /**
   * `lock`: wrong passwords allowed and for how long a login is then locked — the customers' rule (Config);
   * `idleMinutes`: how long a session lives without a call (OPERATOR_IDLE_MINUTES).
   */
  constructor(
    private readonly db: Database,
    lock: { maxFailures: number; lockMinutes: number } = { maxFailures: 10, lockMinutes: 15 },
    idleMinutes = 30,
    mfa: OperatorMfa = 'required',
  ) {
    this.loginPolicy = { scope: 'operator-login', ...lock, lockedKey: 'account.locked' };
    this.messages = new OperatorMessages(db);
    this.sessions = new OperatorSessions(db, idleMinutes, (q, actor, r) => this.record(q, actor, r));
    this.factors = new OperatorFactorService(
      db,
      {
        record: (q, actor, r) => this.record(q, actor as Actor, r),
        // The one way a full session opens: after the factor (or with none required), never with a ticket alone.
        openSession: (q, operatorId, client) => this.sessions.open(q, operatorId, client),
        endSessions: (q, operatorId) => this.sessions.endAll(q, operatorId),
      },
      mfa,
      lock,
    );
  }

  /**
   * A login with the password: a session only when the operator needs no second factor and has none; otherwise a
   * ticket for the second step, or for the enrolment of a first factor (OPERATOR_MFA, factors/rule.ts).
   */
  async login(username: string, password: string, client: SessionClient = { device: '', address: '' }): Promise<AdminLoginAnswer> {
    const operator = await this.checkPassword(username, password);
    return this.factors.login.afterPassword(operator, client);
  }

  /** A login through an enrolment link (`operator:add`): the operator's password, then the link used up, then enrolment. */
  async loginWithLink(link: string, username: string, password: string, client: SessionClient): Promise<AdminLoginAnswer> {
    const operator = await this.checkPassword(username, password);
    await this.factors.login.takeLink(link, operator.id);
    return this.factors.login.afterPassword(operator, client, true);
  }

  /** The operator whose password this is; locked after as many wrong ones as a customer's, also across instances. */
  private async checkPassword(username: string, password: string) {
    const operator = await repo.findOperator(this.db, username);
    const right = await checkSecret(this.db, this.loginPolicy, username, operator?.password_hash, password);
    if (!operator || !right || operator.status !== 'normal') throw refuse('account.badCredentials');
    return operator;
  }

  /** The operator a token opens now (undefined once the session has ended, expired or gone idle). */
  async session(token: string) {
    return this.sessions.find(token);
  }

  /**
   * On an empty database, the first operator: with the configured password, or a random one that is answered
   * (to be printed once). Answers undefined when operators exist already.
   */
  async ensureFirst(username: string, password?: string): Promise<{ username: string; password?: string } | undefined> {
    if ((await repo.operatorCount(this.db)) > 0) return undefined;
    const chosen = password || randomBytes(12).toString('base64url');
    const hash = await hashSecret(chosen);
    return this.db.tx(async (q) => {
      // Two instances starting on an empty database: only one creates (and prints) the first operator.
      await repo.lockFirstOperator(q);
      if ((await repo.operatorCount(q)) > 0) return undefined;
      const id = await repo.insertOperator(q, username, hash, ['owner']);
      await this.record(q, 'cli:first-start', { action: 'operator.create', target: { type: 'operator', id }, after: { roles: ['owner'] } });
      return { username, password: password ? undefined : chosen };
    });
  }

  /**
   * Creates an operator (an owner: whoever runs the server's command line already holds everything), or sets the
   * password of an existing one (ending its sessions).
   */
  async setPassword(actor: Actor, username: string, password: string): Promise<'created' | 'changed'> {
    const hash = await hashSecret(password);
    return this.db.tx(async (q) => {
      const existing = await repo.findOperator(q, username);
      if (existing) await repo.setOperatorPassword(q, existing.id, hash);
      // A password set afresh (an owner's reset) lifts a lock on the name.
      await forgetAttempts(q, this.loginPolicy, username);
      const id = existing?.id ?? (await repo.insertOperator(q, username, hash, ['owner']));
      await this.record(q, actor, { action: existing ? 'operator.password' : 'operator.create', target: { type: 'operator', id } });
      return existing ? 'changed' : 'created';
    });
  }

  /**
   * A one-time enrolment link's secret for an operator (the command line prints it as the console's address):
   * with it and their password the operator enrols a factor, once, within a day. Audited.
   */
  async enrolLink(actor: Actor, username: string): Promise<string> {
    return this.db.tx(async (q) => {
      const operator = await repo.findOperator(q, username);
      if (!operator) throw refuse('factor.notFound');
      return this.factors.login.newEnrolLink(q, actor, operator.id);
    });
  }

  /** An owner's (or the command line's) reset of an operator's factors, by name; their sessions end. */
  async resetFactors(actor: Actor, by: { id: number } | undefined, operatorId: number): Promise<void> {
    await this.factors.reset(actor, by, operatorId);
  }

  /** Every operator with its roles and status (the owner's operators page, `operator:list`). */
  async list(): Promise<AdminOperator[]> {
    const rows = await repo.listOperators(this.db);
    return rows.map((o) => ({ id: o.id, username: o.username, roles: o.roles as OperatorRole[], status: o.status as AdminOperator['status'], createtime: Math.floor(o.createtime.getTime() / 1000) }));
  }

  /**
   * Adds an operator with these roles (its password generated, answered once, unless one is given), or changes an
   * existing one's roles, status or password; audited with before and after. The shop always keeps an owner who
   * can log in: a save that would leave none is refused (the owners are locked, so two saves cannot both pass).
   */
  async save(actor: Actor, body: AdminOperatorSaveBody): Promise<{ id: number; username: string; roles: OperatorRoles; password?: string }> {
    const generated = body.password ? undefined : randomBytes(12).toString('base64url');
    const hash = await hashSecret(body.password ?? generated!);
    return this.db.tx(async (q) => {
      const { created, ...saved } = await this.saveIn(q, actor, body, hash);
      return created && generated ? { ...saved, password: generated } : saved;
    });
  }

  /**
   * save() in the caller's transaction (issue 26: a grant carried out in the approval's). `hash` is the new
   * password's: needed for a new operator or when `body.password` is set. Answers no password (save() adds the one
   * it generated).
   */
  async saveIn(q: Queryable, actor: Actor, body: AdminOperatorSaveBody, hash: string | undefined, approval?: ApprovalNote): Promise<{ id: number; username: string; roles: OperatorRoles; created: boolean }> {
    const status = body.status ?? 'normal';
    const owners = await repo.lockActiveOwners(q);
    const existing = await repo.findOperator(q, body.username);
    const stillOwner = body.roles.includes('owner') && status === 'normal';
    if (existing && owners.includes(existing.id) && !stillOwner && owners.length === 1) throw refuse('operator.lastOwner');
    const after = { roles: body.roles, status };
    if (!existing) {
      if (!hash) throw refuse('operator.notFound');
      const id = await repo.insertOperator(q, body.username, hash, body.roles, status);
      await this.record(q, actor, { action: 'operator.create', target: { type: 'operator', id }, after, approval });
      return { id, username: body.username, roles: body.roles, created: true };
    }
    await repo.updateOperator(q, existing.id, body.roles, status);
    if (body.password && hash) {
      await repo.setOperatorPassword(q, existing.id, hash);
      await forgetAttempts(q, this.loginPolicy, existing.username);
    }
    const before = { roles: existing.roles, status: existing.status };
    await this.record(q, actor, { action: body.password ? 'operator.update+password' : 'operator.update', target: { type: 'operator', id: existing.id }, before, after, approval });
    return { id: existing.id, username: existing.username, roles: body.roles, created: false };
  }

  /**
   * One operator by name, with its roles and status (case-insensitive, as logins are); with `lock`, its row is held
   * until the transaction ends (what it holds now decides whether a save grants a role).
   */
  async find(q: Queryable, username: string, lock = false): Promise<{ id: number; username: string; roles: OperatorRoles; status: string } | undefined> {
    const row = lock ? await repo.lockOperator(q, username) : await repo.findOperator(q, username);
    return row && { id: row.id, username: row.username, roles: row.roles as OperatorRoles, status: row.status };
  }

  /** Writes the audit record of an operator action, in the action's own transaction. */
  async record(q: Queryable, actor: Actor, r: AuditRecord): Promise<void> {
    await repo.insertAudit(q, {
      actor,
      action: r.action,
      targetType: r.target.type,
      targetId: r.target.id,
      before: r.before,
      after: r.approval ? { ...(typeof r.after === 'object' && r.after !== null ? r.after : {}), approval: { ...r.approval, approved_by: actor } } : r.after,
      reason: r.reason ?? '',
      // The app's clock, to the millisecond: the time hashed into the chain is exactly the time stored.
      at: new Date(),
    });
  }

  /** A page of the audit trail, newest first (`audit:list`). */
  async auditList(page: number): Promise<PageOf<AuditEntry>> {
    const rows = await repo.auditPage(this.db, PAGE_SIZE, (page - 1) * PAGE_SIZE);
    return { total: Number(rows[0]?.total ?? 0), page, list: rows.map(toAuditEntry) };
  }
}
