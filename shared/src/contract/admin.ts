import { Type, type Static } from '@sinclair/typebox';
import { Id, Page, RequestId, ReviewStatus } from './bank';
import { requestBody } from './common';
import { RULES } from './rules';

/** The operator's calls under /api/admin/* (operator token in the `token` header), same envelope as the rest. */

export const AdminLoginBody = requestBody({
  username: Type.String({ minLength: 1, maxLength: 30 }),
  password: Type.String({ minLength: 1, maxLength: RULES.secretMax }),
});
export type AdminLoginBody = Static<typeof AdminLoginBody>;

export const AdminReviewListBody = requestBody({ page: Page, status: Type.Optional(ReviewStatus), user_id: Type.Optional(Id) });
export type AdminReviewListBody = Static<typeof AdminReviewListBody>;

export const AdminReviewBody = requestBody({ id: Id });
export type AdminReviewBody = Static<typeof AdminReviewBody>;

const Reason = Type.String({ minLength: 1, maxLength: RULES.reasonMax, pattern: RULES.notBlankPattern });

export const AdminRejectBody = requestBody({ id: Id, reason: Reason });
export type AdminRejectBody = Static<typeof AdminRejectBody>;

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

export interface AuditEntry {
  id: number;
  operator: string;
  action: string;
  target_type: string;
  target_id: number;
  before: unknown;
  after: unknown;
  reason: string;
  createtime: number;
}
