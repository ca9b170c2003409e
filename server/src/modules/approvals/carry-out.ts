import type { AdminOperatorSaveBody, ApprovalKind, ApprovalSettingsBody, ChannelSaveBody, UserAdjustBody } from '@snapmall/shared/contract';
import type { Queryable } from '../../db/database';
import { notFound, refuse } from '../../domain/errors';
import { formatCents, parseCents } from '../../money';
import { channelFields } from '../bank/service';
import type { Actor, ApprovalNote, OperatorService } from '../operators/service';
import type { DetailSources } from './details';
import { validPayload } from './kinds';
import * as repo from './repository';

/** The services an approved request's action is carried out by. */
type Actions = Pick<DetailSources, 'adjustments' | 'review' | 'operators'>;

/**
 * An approved request's action itself, as the approver, in the approval's transaction, its audit record naming the
 * requester too; answers what it did (kept on the request). Every action re-checks what it acts on: a refusal here
 * closes the request as failed (service.ts).
 */
export async function carryOut(q: Queryable, row: repo.RequestRow, actor: Actor, note: ApprovalNote, actions: Actions): Promise<unknown> {
  const kind = row.kind as ApprovalKind;
  // A payload that is no longer its action's body (edited in the database) is refused, not acted on.
  if (!validPayload(kind, row.payload)) throw refuse('approval.badPayload');
  switch (kind) {
    case 'adjust':
      return actions.adjustments.adjustIn(q, actor, row.payload as UserAdjustBody, note);
    case 'deposit': {
      const credited = await actions.review.approveDepositIn(q, actor, (row.payload as { id: number }).id, note);
      return { deposit_id: credited.id, status: credited.status };
    }
    case 'withdraw': {
      // What was done, not the withdrawal's view (which names the card in full): the request keeps no card number.
      const paid = await actions.review.approveWithdrawalIn(q, actor, (row.payload as { id: number }).id, note);
      return { withdrawal_id: paid.id, status: paid.status };
    }
    case 'channel': {
      const body = row.payload as ChannelSaveBody;
      return actions.review.saveChannelIn(q, actor, channelFields(body), body.id, note);
    }
    case 'grant': {
      const body = row.payload as AdminOperatorSaveBody;
      if (!(await actions.operators.find(q, body.username))) throw notFound();
      const { created: _created, ...saved } = await actions.operators.saveIn(q, actor, body, undefined, note);
      return saved;
    }
    case 'threshold':
      await setThreshold(q, actions.operators, actor, parseCents((row.payload as ApprovalSettingsBody).withdraw_threshold), note);
      return { withdraw_threshold: (row.payload as ApprovalSettingsBody).withdraw_threshold };
  }
}

/** The owner's withdrawal threshold set, audited: lowered at once, raised on approval, or set by the command line. */
export async function setThreshold(q: Queryable, audit: Pick<OperatorService, 'record'>, actor: Actor, cents: bigint, approval?: ApprovalNote) {
  const before = await repo.setWithdrawThreshold(q, cents);
  await audit.record(q, actor, {
    action: 'approval.threshold',
    target: { type: 'setting', id: 0 },
    before: { withdraw_threshold: formatCents(before) },
    after: { withdraw_threshold: formatCents(cents) },
    approval,
  });
}
