import type { TSchema } from '@sinclair/typebox';
import {
  AdminOperatorSaveBody,
  AdminReviewBody,
  ApprovalSettingsBody,
  ChannelSaveBody,
  UserAdjustBody,
  type ApprovalKind,
  type OperatorRole,
} from '@snapmall/shared/contract';
import { createValidatorCompiler } from '../../schema/validator';

/**
 * What each kind of request is: the contract schema of the action it carries out (its payload is that action's
 * body, checked when asked and again when carried out, so a row edited in the database is refused, not acted on),
 * and the role that decides it — finance for money and channels, owner for role grants and the threshold. An owner
 * may decide any.
 */
export const KINDS: Record<ApprovalKind, { schema: TSchema; role: OperatorRole }> = {
  adjust: { schema: UserAdjustBody, role: 'finance' },
  deposit: { schema: AdminReviewBody, role: 'finance' },
  withdraw: { schema: AdminReviewBody, role: 'finance' },
  channel: { schema: ChannelSaveBody, role: 'finance' },
  grant: { schema: AdminOperatorSaveBody, role: 'owner' },
  threshold: { schema: ApprovalSettingsBody, role: 'owner' },
};

/** The roles whose holder may be given owner or finance only on a second owner's approval. */
export const GUARDED_ROLES: readonly OperatorRole[] = ['owner', 'finance'];

/** The kinds an operator with these roles may decide. */
export function decidable(roles: readonly string[]): ApprovalKind[] {
  return (Object.keys(KINDS) as ApprovalKind[]).filter((k) => roles.includes('owner') || roles.includes(KINDS[k].role));
}

const compile = createValidatorCompiler();
const validators = new Map<ApprovalKind, (body: unknown) => boolean>();

/** Whether a payload is a valid body of its kind's action. */
export function validPayload(kind: ApprovalKind, payload: unknown): boolean {
  let validate = validators.get(kind);
  if (!validate) {
    validate = compile({ schema: KINDS[kind].schema, method: 'POST', url: `approval:${kind}`, httpPart: 'body' }) as (body: unknown) => boolean;
    validators.set(kind, validate);
  }
  return validate(structuredClone(payload));
}
