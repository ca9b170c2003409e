import { Type, type Static } from '@sinclair/typebox';
import { Id, Page } from './bank';
import { Int, Money, requestBody, Unix } from './common';
import { OperatorRoles } from './admin';
import { RULES } from './rules';

/**
 * Two people for large moves (issue 26, maker–checker): an operator's balance adjustment, a deposit's or a
 * withdrawal's approval that takes its customer above the owner's threshold (what they received, or were paid, in
 * 24 hours), a deposit channel change, a grant of the owner or finance role, and a raise of the threshold itself
 * (else one owner could raise it and pay alone) are requested by one operator and carried out only when a second
 * operator with the role it needs approves. The server's command line acts alone (the shop's root).
 */
export const APPROVAL_KINDS = ['adjust', 'deposit', 'withdraw', 'channel', 'grant', 'threshold'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
export const ApprovalKind = Type.Union(APPROVAL_KINDS.map((k) => Type.Literal(k)));

/** approved = carried out; failed = approved, but the action was refused then (the reason says why) and nothing moved. */
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'expired', 'failed'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const ApprovalStatus = Type.Union(APPROVAL_STATUSES.map((s) => Type.Literal(s)));

/** What a call answers when it asked instead of acting: the request made (approve it on the Requests page). */
export const Requested = Type.Object({ requested: Type.Object({ id: Int, kind: ApprovalKind, expires_at: Unix }) });
/** The shape of `requested` alone (a save that did part and asked for the rest answers it beside what it did). */
export const RequestRef = Requested.properties.requested;
export type Requested = Static<typeof Requested>;

/** Whether an answer is a request made rather than the action done. */
export const isRequested = (answer: unknown): answer is Requested =>
  typeof answer === 'object' && answer !== null && 'requested' in answer && typeof (answer as Requested).requested?.id === 'number';

/** What exactly would move, as of now (balances read when listed): one shape per kind. */
export const ApprovalDetails = Type.Union([
  Type.Object({
    kind: Type.Literal('adjust'),
    user_id: Int,
    username: Type.String(),
    asset: Type.Union([Type.Literal('cash'), Type.Literal('points')]),
    /** Signed, as asked ("-12.50", "+300" credits). */
    amount: Type.String(),
    /** The customer's balance of that asset now, and after the adjustment (cash with two places). */
    balance: Type.String(),
    after: Type.String(),
    memo: Type.String(),
  }),
  Type.Object({
    kind: Type.Literal('deposit'),
    deposit_id: Int,
    user_id: Int,
    username: Type.String(),
    amount: Money,
    /** The customer's transfer reference, to match against the bank's statement. */
    reference: Type.String(),
    /** The deposit's status now (0 waiting, 1 approved, 2 rejected): only a waiting one can be approved. */
    status: Int,
  }),
  Type.Object({
    kind: Type.Literal('withdraw'),
    withdrawal_id: Int,
    user_id: Int,
    username: Type.String(),
    amount: Money,
    fee: Money,
    receive: Money,
    /** The withdrawal's status now (0 waiting, 1 paid, 2 rejected): only a waiting one can be paid. */
    status: Int,
  }),
  Type.Object({
    kind: Type.Literal('channel'),
    /** 0 for a new channel. */
    channel_id: Int,
    name_en: Type.String(),
    name_zh: Type.String(),
    /** Each field that changes, by its contract name (name_en, min_amount, enabled, …): before ('' for a new one) and after. */
    changes: Type.Array(Type.Object({ field: Type.String(), before: Type.String(), after: Type.String() })),
  }),
  Type.Object({
    kind: Type.Literal('grant'),
    operator: Type.String(),
    roles_before: OperatorRoles,
    roles_after: OperatorRoles,
  }),
  Type.Object({ kind: Type.Literal('threshold'), before: Money, after: Money }),
]);
export type ApprovalDetails = Static<typeof ApprovalDetails>;

/** A request as the Requests page shows it. Actors are 'operator:<name>' or 'cli:<login>'. */
export const ApprovalView = Type.Object({
  id: Int,
  kind: ApprovalKind,
  status: ApprovalStatus,
  requested_by: Type.String(),
  requested_at: Unix,
  expires_at: Unix,
  decided_by: Type.String(),
  decided_at: Unix,
  /** A rejection's reason, or why the action was refused at approval (in the caller's language). */
  reason: Type.String(),
  details: ApprovalDetails,
  /** What the action answered when carried out (the balance after, the channel's id, …); null until then. */
  result: Type.Unknown(),
  /** Whether the caller asked for it (and so may not decide it), and whether their roles may decide it. */
  mine: Type.Boolean(),
  can_decide: Type.Boolean(),
});
export type ApprovalView = Static<typeof ApprovalView>;

/** /api/admin/approval/list: pending first (soonest to expire first), then the decided, newest first. */
export const ApprovalListBody = requestBody({ page: Page, pending: Type.Optional(Type.Boolean()) });
export type ApprovalListBody = Static<typeof ApprovalListBody>;
export const ApprovalDecideBody = requestBody({ id: Id });
export type ApprovalDecideBody = Static<typeof ApprovalDecideBody>;
export const ApprovalRejectBody = requestBody({ id: Id, reason: Type.String({ minLength: 1, maxLength: RULES.reasonMax, pattern: RULES.notBlankPattern }) });
export type ApprovalRejectBody = Static<typeof ApprovalRejectBody>;

/** /api/admin/approval/count: pending requests the caller may decide (the console header's count). */
export const ApprovalCount = Type.Object({ count: Int });
export type ApprovalCount = Static<typeof ApprovalCount>;

/**
 * /api/admin/approval/settings: the threshold, and how long a request waits. A deposit's or withdrawal's approval
 * that takes what its customer received (deposits) or was paid (withdrawals) in 24 hours above `withdraw_threshold`
 * needs a second operator: split into small ones, they still add up. Saving (owner) a lower threshold acts at once;
 * a higher one is requested of a second owner.
 */
export const ApprovalSettings = Type.Object({ withdraw_threshold: Money, ttl_hours: Int });
export type ApprovalSettings = Static<typeof ApprovalSettings>;
export const ApprovalSettingsBody = requestBody({
  withdraw_threshold: Type.String({ minLength: 1, maxLength: 13, pattern: RULES.cashAmountPattern }),
});
export type ApprovalSettingsBody = Static<typeof ApprovalSettingsBody>;
export const ApprovalSettingsAnswer = Type.Union([ApprovalSettings, Requested]);
