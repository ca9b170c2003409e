import type { UserAdjustBody } from '@snapmall/shared/contract';
import type { Database } from '../../db/database';
import { DomainError, invalid } from '../../domain/errors';
import { formatCents, parseCents } from '../../money';
import type { AccountService } from '../account/service';
import type { Actor, OperatorService } from '../operators/service';
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
    const amount = amountOf(body.asset, body.amount);
    const key = { actor, requestId: body.request_id, endpoint: 'admin.user.adjust', body };
    return this.ledger.once(key, async (q) => {
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
      });
      return { user_id: body.user_id, asset: body.asset, amount: body.amount, balance: show(after) };
    });
  }
}

/** Cash in cents from "-12.50"; points as whole numbers only. Zero moves nothing and is refused. */
function amountOf(asset: Asset, text: string): bigint {
  if (asset === 'points' && !/^-?\d{1,12}$/.test(text)) throw invalid({ amount: 'admin.wholePoints' });
  const amount = asset === 'cash' ? parseCents(text) : BigInt(text);
  if (amount === 0n) throw invalid({ amount: 'admin.nonZero' });
  return amount;
}
