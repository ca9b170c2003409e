import type { UserAdjustBody } from '@snapmall/shared/contract';
import type { Database, Queryable } from '../../db/database';
import { DomainError, invalid } from '../../domain/errors';
import { formatCents, parseCents } from '../../money';
import type { AccountService } from '../account/service';
import type { ApprovalNote, Actor, OperatorService } from '../operators/service';
import type { Asset, LedgerService } from './service';

/**
 * The operator changes a balance only through the ledger: a transfer between the customer and the house's
 * adjustments account, with a reason, audited with the balances before and after, at most once per request id.
 */
export class AdjustmentService {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly accounts: AccountService,
    private readonly operators: OperatorService,
  ) {}

  async adjust(actor: Actor, body: UserAdjustBody) {
    const key = { actor, requestId: body.request_id, endpoint: 'admin.user.adjust', body };
    return this.ledger.once(key, (q) => this.adjustIn(q, actor, body));
  }

  /** adjust() in the caller's transaction, without its request-id check (issue 26: the approval's transaction is its "once"). */
  async adjustIn(q: Queryable, actor: Actor, body: UserAdjustBody, approval?: ApprovalNote) {
    const amount = amountOf(body.asset, body.amount);
    if (!(await this.accounts.exists(q, body.user_id))) throw new DomainError('not_found', 'admin.userNotFound');
    const customer = { user: body.user_id, code: 'main' } as const;
    const house = { house: 'adjustments' };
    const before = await this.ledger.balances(q, body.user_id);
    await this.ledger.transfer(q, {
      from: amount > 0n ? house : customer,
      to: amount > 0n ? customer : house,
      asset: body.asset,
      amount: amount > 0n ? amount : -amount,
      kind: 'adjustment',
      ref: { type: 'adjustment', id: 0 },
      memo: body.reason,
    });
    const after = await this.ledger.balances(q, body.user_id);
    const show = (b: typeof before) => (body.asset === 'cash' ? formatCents(b.cash) : b.points.toString());
    await this.operators.record(q, actor, {
      action: 'user.adjust',
      target: { type: 'user', id: body.user_id },
      before: { [body.asset]: show(before) },
      after: { [body.asset]: show(after) },
      reason: body.reason,
      approval,
    });
    return { user_id: body.user_id, asset: body.asset, amount: body.amount, balance: show(after) };
  }

  /**
   * What an adjustment would do, as of now: the customer's balance of the asset and after it (the Requests page
   * shows both), or undefined when the customer is gone. Checks the amount (refused as adjust() refuses it).
   */
  async preview(q: Queryable, body: Pick<UserAdjustBody, 'user_id' | 'asset' | 'amount'>): Promise<{ balance: string; after: string } | undefined> {
    const amount = amountOf(body.asset, body.amount);
    if (!(await this.accounts.exists(q, body.user_id))) return undefined;
    const now = await this.ledger.balances(q, body.user_id);
    const of = body.asset === 'cash' ? now.cash : now.points;
    const show = (v: bigint) => (body.asset === 'cash' ? formatCents(v) : v.toString());
    return { balance: show(of), after: show(of + amount) };
  }
}

/** Cash in cents from "-12.50"; points as whole numbers only. Zero moves nothing and is refused. */
function amountOf(asset: Asset, text: string): bigint {
  if (asset === 'points' && !/^-?\d{1,12}$/.test(text)) throw invalid({ amount: 'admin.wholePoints' });
  const amount = asset === 'cash' ? parseCents(text) : BigInt(text);
  if (amount === 0n) throw invalid({ amount: 'admin.nonZero' });
  return amount;
}
