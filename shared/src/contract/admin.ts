import { Type, type Static } from '@sinclair/typebox';
import { Id, Page, RequestId, ReviewStatus } from './bank';
import { Flag, Int, Money, requestBody, Unix } from './common';
import { RULES } from './rules';

/** The operator's calls under /api/admin/* (operator token in the `token` header), same envelope as the rest. */

export const AdminLoginBody = requestBody({
  username: Type.String({ minLength: 1, maxLength: 30 }),
  password: Type.String({ minLength: 1, maxLength: RULES.secretMax }),
});
export type AdminLoginBody = Static<typeof AdminLoginBody>;

export const AdminReviewListBody = requestBody({ page: Page, status: Type.Optional(ReviewStatus), user_id: Type.Optional(Id) });
export type AdminReviewListBody = Static<typeof AdminReviewListBody>;

/**
 * The rows an operator acts on: one `id`, or the selected `ids` (up to 100) in one call, each answered as done or
 * refused with why (issue 19). Exactly one of the two.
 */
export const BulkIds = {
  id: Type.Optional(Id),
  ids: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: 100, uniqueItems: true })),
};

export const AdminReviewBody = requestBody({ ...BulkIds });
export type AdminReviewBody = Static<typeof AdminReviewBody>;

const Reason = Type.String({ minLength: 1, maxLength: RULES.reasonMax, pattern: RULES.notBlankPattern });

/** A rejection: one reason for every row it names. */
export const AdminRejectBody = requestBody({ ...BulkIds, reason: Reason });
export type AdminRejectBody = Static<typeof AdminRejectBody>;

/**
 * A bulk call's answer: each id done, or refused with why, or (issue 26) not done but `requested`: the id of the
 * request a second operator must approve, with words saying so.
 */
export const BulkAnswer = Type.Object({
  results: Type.Array(
    Type.Union([
      Type.Object({ id: Int, done: Type.Literal(true) }),
      Type.Object({ id: Int, done: Type.Literal(false), msg: Type.String(), requested: Type.Optional(Int) }),
    ]),
  ),
});
export type BulkAnswer = Static<typeof BulkAnswer>;

const text = (max: number) => Type.String({ minLength: 1, maxLength: max });
/** A deposit channel as the operator writes it, with its texts in both languages. */
export const ChannelSaveBody = requestBody({
  id: Type.Optional(Id),
  name_en: text(50),
  name_zh: text(50),
  instructions_en: text(1000),
  instructions_zh: text(1000),
  min_amount: Type.String({ minLength: 1, maxLength: 13, pattern: RULES.cashAmountPattern }),
  max_amount: Type.String({ minLength: 1, maxLength: 13, pattern: RULES.cashAmountPattern }),
  enabled: Type.Union([Type.Literal(0), Type.Literal(1)]),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
});
export type ChannelSaveBody = Static<typeof ChannelSaveBody>;

export const AdminPageBody = requestBody({ page: Page });
export type AdminPageBody = Static<typeof AdminPageBody>;

/** A balance changed by the operator: always a ledger transfer with a reason, never a direct edit. */
export const UserAdjustBody = requestBody({
  user_id: Id,
  asset: Type.Union([Type.Literal('cash'), Type.Literal('points')]),
  /** Signed: "+" credits the customer, "-" debits. Cash "-12.50", points "-300". */
  amount: Type.String({ minLength: 1, maxLength: 14, pattern: RULES.signedCashPattern }),
  reason: Reason,
  request_id: RequestId,
});
export type UserAdjustBody = Static<typeof UserAdjustBody>;

export const AuditEntry = Type.Object({
  id: Int,
  operator: Type.String(),
  action: Type.String(),
  target_type: Type.String(),
  target_id: Int,
  before: Type.Unknown(),
  after: Type.Unknown(),
  reason: Type.String(),
  createtime: Unix,
});
export type AuditEntry = Static<typeof AuditEntry>;

/**
 * What an operator may do (issue 19): owner — everything, and manages operators; finance — deposits, withdrawals,
 * adjustments, the ledger check; catalogue — brands, goods, stock, orders, VIP levels; content — notices, content
 * pages, configuration, customer service; games — the lottery.
 */
export const OPERATOR_ROLES = ['owner', 'finance', 'catalogue', 'content', 'games'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
const Role = Type.Union(OPERATOR_ROLES.map((r) => Type.Literal(r)));

/**
 * /api/admin/operator/save (owner): a new operator (its password generated and answered once) or another's roles
 * and status; `password` sets a new one (at least 10 characters).
 */
export const AdminOperatorSaveBody = requestBody({
  username: Type.String({ minLength: 3, maxLength: 30, pattern: '^[A-Za-z][A-Za-z0-9_.-]{2,29}$' }),
  roles: Type.Array(Role, { minItems: 1, maxItems: OPERATOR_ROLES.length, uniqueItems: true }),
  status: Type.Optional(Type.Union([Type.Literal('normal'), Type.Literal('disabled')])),
  password: Type.Optional(Type.String({ minLength: 10, maxLength: RULES.secretMax })),
});
export type AdminOperatorSaveBody = Static<typeof AdminOperatorSaveBody>;

export const OperatorRoles = Type.Array(Role);
export const AdminOperator = Type.Object({
  id: Int,
  username: Type.String(),
  roles: OperatorRoles,
  status: Type.Union([Type.Literal('normal'), Type.Literal('disabled')]),
  createtime: Unix,
});
export type AdminOperator = Static<typeof AdminOperator>;

/**
 * /api/admin/operator/save: the operator as saved; `password` only when one was generated for a new operator.
 * A grant of owner or finance is not saved but requested (issue 26): `roles` are those held now, `requested` the
 * request a second owner must approve.
 */
export const OperatorSaved = Type.Object({
  id: Int,
  username: Type.String(),
  roles: OperatorRoles,
  password: Type.Optional(Type.String()),
  requested: Type.Optional(Type.Object({ id: Int, kind: Type.Literal('grant'), expires_at: Unix })),
});
export type OperatorSaved = Static<typeof OperatorSaved>;

/** A message's parameters: what the console's words for its kind name (remote, version, figures …). */
export const OperatorMessageParams = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]));
export type OperatorMessageParams = Static<typeof OperatorMessageParams>;

/**
 * /api/admin/message/list: what the shop told its operators (a canary withdrawn …): its English title and body, and
 * its params for the console to say it by `kind` in the operator's language; `read` is the caller's own.
 */
export const OperatorMessage = Type.Object({
  id: Int,
  kind: Type.String(),
  title: Type.String(),
  body: Type.String(),
  params: OperatorMessageParams,
  createtime: Unix,
  read: Type.Boolean(),
});
export type OperatorMessage = Static<typeof OperatorMessage>;

/** /api/admin/message/read: marks the caller's messages read up to `up_to` (the newest the console showed), or all. */
// A message id is a bigint: a number past JavaScript's safe integers is no id (and would fail the cast to bigint).
export const AdminMessageReadBody = requestBody({ up_to: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })) });
export type AdminMessageReadBody = Static<typeof AdminMessageReadBody>;

/** /api/admin/message/unread and /read: how many messages the caller has not read (counted up to 100). */
export const OperatorUnread = Type.Object({ count: Int });
export type OperatorUnread = Static<typeof OperatorUnread>;

/** /api/admin/channel/list: a deposit channel as stored, both languages. */
export const AdminChannel = Type.Object({
  id: Int,
  name_en: Type.String(),
  name_zh: Type.String(),
  instructions_en: Type.String(),
  instructions_zh: Type.String(),
  min_amount: Money,
  max_amount: Money,
  enabled: Flag,
  sort: Int,
});
export type AdminChannel = Static<typeof AdminChannel>;

/** /api/admin/user/adjust: the transfer made and the customer's balance of that asset after it. */
export const AdjustAnswer = Type.Object({
  user_id: Int,
  asset: Type.Union([Type.Literal('cash'), Type.Literal('points')]),
  amount: Type.String(),
  balance: Type.String(),
});
export type AdjustAnswer = Static<typeof AdjustAnswer>;

/** /api/admin/ledger/verify: the ledger recomputed from its transfers; 64-bit sums as strings. */
export const LedgerReport = Type.Object({
  ok: Type.Boolean(),
  accounts: Int,
  transfers: Type.String(),
  assets: Type.Record(Type.String(), Type.Object({ sum: Type.String(), customers: Type.String() })),
  problems: Type.Array(Type.String()),
});
export type LedgerReport = Static<typeof LedgerReport>;
