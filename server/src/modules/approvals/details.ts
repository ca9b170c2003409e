import type { AdminOperatorSaveBody, ApprovalDetails, ApprovalKind, ApprovalSettingsBody, ChannelSaveBody, OperatorRole, UserAdjustBody } from '@snapmall/shared/contract';
import type { Queryable } from '../../db/database';
import { formatCents, parseCents } from '../../money';
import type { AccountService } from '../account/service';
import { channelFields, toAdminChannelFields, type ReviewService } from '../bank/service';
import type { Actor, ApprovalNote, OperatorService } from '../operators/service';
import * as repo from './repository';

/**
 * What approvals need of the ledger's adjustments (ledger/adjustments.ts, handed over in services.ts; named here by
 * shape, as the ledger's service file cannot re-export them without a cycle): carry one out, say what it would do.
 */
export interface Adjustments {
  adjustIn(q: Queryable, actor: Actor, body: UserAdjustBody, approval?: ApprovalNote): Promise<unknown>;
  preview(q: Queryable, body: Pick<UserAdjustBody, 'user_id' | 'asset' | 'amount'>): Promise<{ balance: string; after: string } | undefined>;
}

/** Where a request's figures are read from: the customer's name, the balance, the withdrawal or deposit, the channel, the operator. */
export interface DetailSources {
  review: ReviewService;
  accounts: AccountService;
  adjustments: Adjustments;
  operators: OperatorService;
}

/** What exactly a request would move, as of now (the Requests page's words are built from it). */
export async function requestDetails(q: Queryable, kind: ApprovalKind, payload: unknown, deps: DetailSources): Promise<ApprovalDetails> {
  switch (kind) {
    case 'adjust': {
      const p = payload as UserAdjustBody;
      const name = (await deps.accounts.usernames([p.user_id], q)).get(p.user_id) ?? '';
      const preview = await deps.adjustments.preview(q, p).catch(() => undefined);
      const amount = p.asset === 'cash' ? formatCents(parseCents(p.amount)) : p.amount;
      const signed = amount.startsWith('-') ? amount : `+${amount}`;
      return { kind, user_id: p.user_id, username: name, asset: p.asset, amount: signed, balance: preview?.balance ?? '', after: preview?.after ?? '', memo: p.reason };
    }
    case 'deposit': {
      const id = (payload as { id: number }).id;
      const d = await deps.review.deposit(q, id);
      const name = d ? ((await deps.accounts.usernames([d.user_id], q)).get(d.user_id) ?? '') : '';
      return { kind, deposit_id: id, user_id: d?.user_id ?? 0, username: name, amount: formatCents(d?.amount_cents ?? 0n), reference: d?.reference ?? '', status: d?.status ?? 0 };
    }
    case 'withdraw': {
      const id = (payload as { id: number }).id;
      const w = await deps.review.withdrawal(q, id);
      const name = w ? ((await deps.accounts.usernames([w.user_id], q)).get(w.user_id) ?? '') : '';
      const [amount, fee] = [w?.amount_cents ?? 0n, w?.fee_cents ?? 0n];
      return { kind, withdrawal_id: id, user_id: w?.user_id ?? 0, username: name, amount: formatCents(amount), fee: formatCents(fee), receive: formatCents(amount - fee), status: w?.status ?? 0 };
    }
    case 'channel': {
      const body = payload as ChannelSaveBody;
      const before = body.id ? await deps.review.channel(q, body.id) : undefined;
      return { kind, channel_id: body.id ?? 0, name_en: body.name_en, name_zh: body.name_zh, changes: channelChanges(before, body) };
    }
    case 'grant': {
      const body = payload as AdminOperatorSaveBody;
      const now = await deps.operators.find(q, body.username);
      return { kind, operator: body.username, roles_before: now?.status === 'normal' ? now.roles : [], roles_after: body.roles as OperatorRole[] };
    }
    case 'threshold':
      return { kind, before: formatCents(await repo.withdrawThreshold(q)), after: formatCents(parseCents((payload as ApprovalSettingsBody).withdraw_threshold)) };
  }
}

type ChannelRow = NonNullable<Awaited<ReturnType<ReviewService['channel']>>>;

/** Each field of the channel that the request changes: before ('' for a new channel) and after, as the operator typed them. */
export function channelChanges(before: ChannelRow | undefined, body: ChannelSaveBody) {
  const show = (c: ChannelRow) => Object.fromEntries(Object.entries(toAdminChannelFields(c)).map(([field, value]) => [field, String(value)]));
  const after = show(channelFields(body));
  const was = before ? show(before) : undefined;
  return Object.entries(after)
    .filter(([field, value]) => was?.[field] !== value)
    .map(([field, value]) => ({ field, before: was?.[field] ?? '', after: value }));
}
