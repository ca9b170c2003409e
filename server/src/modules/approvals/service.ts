import { randomBytes } from 'node:crypto';
import type {
  AdminOperatorSaveBody,
  ApprovalKind,
  ApprovalSettings,
  ApprovalSettingsBody,
  ApprovalView,
  ChannelSaveBody,
  Language,
  OperatorSaved,
  PageOf,
  Requested,
  UserAdjustBody,
} from '@snapmall/shared/contract';
import type { Database, Queryable } from '../../db/database';
import { DomainError, forbidden, notFound, refuse } from '../../domain/errors';
import { formatCents, parseCents } from '../../money';
import { hashSecret } from '../../security/secrets';
import type { AccountService } from '../account/service';
import { channelFields, type ReviewService } from '../bank/service';
import type { LedgerService } from '../ledger/service';
import type { Actor, ApprovalNote, OperatorService } from '../operators/service';
import { carryOut, setThreshold } from './carry-out';
import { channelChanges, type Adjustments, type DetailSources } from './details';
import { decidable, GUARDED_ROLES } from './kinds';
import * as repo from './repository';
import { APPROVAL_TTL_HOURS, approvalView, ask, closeAsFailed, expireDueIn, whyNot, type Decider } from './requests';

export { APPROVAL_TTL_HOURS, type Decider } from './requests';

const PAGE_SIZE = 20;

/**
 * Maker–checker (issue 26). The admin API's large moves come here: the service asks (a pending request) instead of
 * acting, and a second operator's approval carries the action out in the transaction that marks the request
 * approved, only while it is pending and unexpired — two approvers at once, on two instances, carry it out once.
 * The action re-checks everything then (balance, the withdrawal still waiting, the last owner); if it refuses, the
 * request is closed as failed with that reason and nothing moves: the approver decided on figures that no longer
 * hold, so a fresh request shows fresh ones. The command line calls the actions directly: it acts alone, audited
 * as itself.
 */
export class ApprovalService {
  /** Where a request's figures are read from (details.ts), and the services its action is carried out by (carry-out.ts). */
  private readonly sources: DetailSources;

  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly adjustments: Adjustments,
    private readonly review: ReviewService,
    private readonly operators: OperatorService,
    accounts: AccountService,
  ) {
    this.sources = { review, accounts, adjustments, operators };
  }

  /** A balance adjustment of any size: requested, at most once per request id (a retry answers the same request). */
  async adjust(actor: Actor, body: UserAdjustBody): Promise<Requested> {
    const payload = { user_id: body.user_id, asset: body.asset, amount: body.amount, reason: body.reason, request_id: body.request_id };
    const key = { actor, requestId: body.request_id, endpoint: 'admin.user.adjust', body: payload };
    return this.ledger.once(key, async (q) => {
      if (!(await this.adjustments.preview(q, body))) throw new DomainError('not_found', 'admin.userNotFound');
      return ask(q, this.operators, actor, 'adjust', payload, null);
    });
  }

  /**
   * A deposit's approval: credited now while what its customer received in 24 hours, this one included, stays at or
   * under the owner's threshold; requested above it. Else one finance operator could credit a customer's account
   * with money that never arrived, in amounts as small as it takes.
   */
  async approveDeposit(actor: Actor, id: number): Promise<Awaited<ReturnType<ReviewService['approveDeposit']>> | Requested> {
    return this.db.tx(async (q) => {
      if (await this.withinThreshold(q, 'deposit', id)) return this.review.approveDepositIn(q, actor, id);
      return ask(q, this.operators, actor, 'deposit', { id }, `deposit:${id}`);
    });
  }

  /** A withdrawal's approval: paid now while its customer's 24 hours of payouts stay at or under the threshold, requested above it. */
  async approveWithdrawal(actor: Actor, id: number): Promise<Awaited<ReturnType<ReviewService['approveWithdrawal']>> | Requested> {
    return this.db.tx(async (q) => {
      if (await this.withinThreshold(q, 'withdrawal', id)) return this.review.approveWithdrawalIn(q, actor, id);
      return ask(q, this.operators, actor, 'withdraw', { id }, `withdrawal:${id}`);
    });
  }

  /** Whether one operator may approve this waiting item alone: its customer's 24 hours with it stay within the threshold. */
  private async withinThreshold(q: Queryable, kind: 'deposit' | 'withdrawal', id: number): Promise<boolean> {
    const locked = await this.review.lockForApproval(q, kind, id);
    if (!locked) throw notFound();
    if (locked.row.status !== 0) throw refuse('review.already', { status: locked.row.status });
    return locked.day + locked.row.amount_cents <= (await repo.withdrawThreshold(q));
  }

  /** A deposit channel created or changed (also enabled or disabled): always requested, checked first. */
  async saveChannel(actor: Actor, body: ChannelSaveBody): Promise<Requested> {
    channelFields(body);
    const payload = { ...body };
    delete payload.lang;
    delete payload.token;
    return this.db.tx(async (q) => {
      const before = body.id ? await this.review.channel(q, body.id) : undefined;
      if (body.id && !before) throw notFound();
      // A second person is not asked to approve a save that changes nothing.
      if (before && channelChanges(before, body).length === 0) throw refuse('approval.nothingChanges');
      return ask(q, this.operators, actor, 'channel', payload, body.id ? `channel:${body.id}` : null);
    });
  }

  /**
   * An operator saved: everything but a grant of owner or finance is done now (a new operator is created with the
   * other roles, its password answered once); the grant is requested of a second owner.
   */
  async saveOperator(actor: Actor, body: AdminOperatorSaveBody): Promise<OperatorSaved> {
    const generated = body.password ? undefined : randomBytes(12).toString('base64url');
    const hash = await hashSecret(body.password ?? generated!);
    return this.db.tx(async (q) => {
      // What the operator holds now, its row locked: a role taken away meanwhile is not given back without a request.
      const existing = await this.operators.find(q, body.username, true);
      const held = existing?.status === 'normal' ? existing.roles : [];
      // Another owner or finance operator's password is not set from the console: with it and a factor reset, one
      // owner would hold a second approver's identity. They set their own, or root does (`operator:password`).
      const someoneElse = existing && actor !== `operator:${existing.username}`;
      if (body.password && someoneElse && existing.roles.some((r) => GUARDED_ROLES.includes(r))) throw refuse('operator.passwordOfMoneyOperator');
      const granted = (body.status ?? 'normal') === 'normal' ? body.roles.filter((r) => GUARDED_ROLES.includes(r) && !held.includes(r)) : [];
      const { created, ...saved } = await this.operators.saveIn(q, actor, { ...body, roles: body.roles.filter((r) => !granted.includes(r)) }, hash);
      const password = created && generated ? { password: generated } : {};
      if (granted.length === 0) return { ...saved, ...password };
      const grant = { username: saved.username, roles: body.roles, status: 'normal' as const };
      const { requested } = await ask(q, this.operators, actor, 'grant', grant, `operator:${saved.username.toLowerCase()}`);
      return { ...saved, ...password, requested: { ...requested, kind: 'grant' as const } };
    });
  }

  async settings(): Promise<ApprovalSettings> {
    return { withdraw_threshold: formatCents(await repo.withdrawThreshold(this.db)), ttl_hours: APPROVAL_TTL_HOURS };
  }

  /** The owner's threshold: lowered at once (stricter), raised only on a second owner's approval. */
  async saveSettings(actor: Actor, body: ApprovalSettingsBody): Promise<ApprovalSettings | Requested> {
    const cents = parseCents(body.withdraw_threshold);
    return this.db.tx(async (q) => {
      if (cents > (await repo.withdrawThreshold(q))) return ask(q, this.operators, actor, 'threshold', { withdraw_threshold: formatCents(cents) }, 'threshold');
      await setThreshold(q, this.operators, actor, cents);
      return { withdraw_threshold: formatCents(cents), ttl_hours: APPROVAL_TTL_HOURS };
    });
  }

  /** The threshold set from the command line: alone, either way (audited as cli:<login>). */
  async setThresholdAlone(actor: Actor, body: ApprovalSettingsBody): Promise<ApprovalSettings> {
    const cents = parseCents(body.withdraw_threshold);
    await this.db.tx((q) => setThreshold(q, this.operators, actor, cents));
    return { withdraw_threshold: formatCents(cents), ttl_hours: APPROVAL_TTL_HOURS };
  }

  /** The requests this operator may decide or asked for, pending first. */
  async list(who: Decider, page: number, pendingOnly: boolean, lang: Language): Promise<PageOf<ApprovalView>> {
    await this.expireDue();
    const rows = await repo.page(this.db, { kinds: decidable(who.roles), actor: who.actor, pendingOnly, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
    const list = [];
    for (const row of rows) list.push(await approvalView(this.db, row, who, lang, this.sources));
    return { list, total: Number(rows[0]?.total ?? 0), page };
  }

  /** Pending requests this operator could decide (not their own): the console header's count. */
  async count(who: Decider): Promise<{ count: number }> {
    return { count: await repo.pendingCount(this.db, decidable(who.roles), who.actor) };
  }

  /** Carries the request out, once, in the transaction that marks it approved; a refusal closes it as failed. */
  async approve(who: Decider, id: number, lang: Language): Promise<ApprovalView> {
    const asked = await this.decidableBy(who, id);
    let acting = false;
    try {
      return await this.db.tx(async (q) => {
        const row = await repo.decide(q, id, 'approved', who.actor, '', null);
        if (!row) throw await whyNot(q, id);
        acting = true;
        // The decision, then the action (its own record naming both people), in this one transaction.
        await this.operators.record(q, who.actor, {
          action: 'approval.approve',
          target: { type: 'approval', id },
          before: { status: 'pending' },
          after: { status: 'approved', kind: row.kind, requested_by: row.requested_by, approved_by: who.actor },
        });
        const note: ApprovalNote = { request: id, requested_by: row.requested_by };
        const result = await carryOut(q, row, who.actor, note, this.sources);
        await repo.setResult(q, id, result);
        return approvalView(q, { ...row, result }, who, lang, this.sources);
      });
    } catch (error) {
      if (acting && error instanceof DomainError) await this.db.tx((q) => closeAsFailed(q, this.operators, who.actor, asked, error));
      throw error;
    }
  }

  async reject(who: Decider, id: number, reason: string, lang: Language): Promise<ApprovalView> {
    await this.decidableBy(who, id);
    return this.db.tx(async (q) => {
      const row = await repo.decide(q, id, 'rejected', who.actor, reason, null);
      if (!row) throw await whyNot(q, id);
      await this.operators.record(q, who.actor, {
        action: 'approval.reject',
        target: { type: 'approval', id },
        before: { status: 'pending' },
        after: { status: 'rejected', kind: row.kind, requested_by: row.requested_by, rejected_by: who.actor },
        reason,
      });
      return approvalView(q, row, who, lang, this.sources);
    });
  }

  /** Pending requests past their time are closed as expired, each audited (by the shop itself). */
  async expireDue(): Promise<number> {
    return this.db.tx((q) => expireDueIn(q, this.operators));
  }

  /** The request, if this operator may decide it: it exists, it is not their own, and their roles decide its kind. */
  private async decidableBy(who: Decider, id: number): Promise<repo.RequestRow> {
    const row = await repo.findRequest(this.db, id);
    if (!row) throw notFound();
    if (!decidable(who.roles).includes(row.kind as ApprovalKind)) throw forbidden('approval.roleRequired');
    if (row.requested_by === who.actor) throw refuse('approval.ownRequest');
    if (row.status !== 'pending') throw refuse('approval.alreadyDecided');
    if (row.expires_at.getTime() <= Date.now()) {
      await this.expireDue();
      throw refuse('approval.expired');
    }
    return row;
  }
}
