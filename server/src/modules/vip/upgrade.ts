import type { VipUpgradeAnswer, VipUpgradeBody } from '@snapmall/shared/contract';
import { refuse } from '../../domain/errors';
import { formatCents } from '../../money';
import type { AccountService } from '../account/service';
import type { LedgerService } from '../ledger/service';
import type { MessageService } from '../messages/service';
import * as repo from './repository';

/** The house account VIP memberships are paid to. */
const MEMBERSHIPS_ACCOUNT = 'memberships';

/**
 * A customer buys a higher VIP level from the balance at the published price: a ledger transfer, once per request
 * id, under the customer's cash lock (so a concurrent buy or upgrade waits), then the user's level moves.
 */
export class VipUpgradeService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly accounts: AccountService,
    private readonly messages: MessageService,
  ) {}

  async upgrade(userId: number, body: VipUpgradeBody): Promise<VipUpgradeAnswer> {
    const key = { actor: `user:${userId}`, requestId: body.request_id, endpoint: 'user.vipupgrade', body };
    return this.ledger.once(key, async (q) => {
      // The customer's cash first: a concurrent buy or upgrade waits, so the level read next stays true.
      await this.ledger.lockCash(q, [userId], [MEMBERSHIPS_ACCOUNT]);
      const [current] = await this.accounts.levelsOf(q, [userId]);
      if (!current) throw refuse('auth.required');
      if (body.level <= current.level) throw refuse('vip.notHigher', { level: current.level });
      const target = await repo.lockVip(q, body.level);
      if (!target) throw refuse('vip.noLevel');
      if (target.price_cents > 0n) {
        await this.ledger.transfer(q, {
          from: { user: userId, code: 'main' },
          to: { house: MEMBERSHIPS_ACCOUNT },
          asset: 'cash',
          amount: target.price_cents,
          kind: 'vip_upgrade',
          ref: { type: 'vip', id: target.level },
        });
      }
      await this.accounts.setLevel(q, userId, target.level);
      const paid = formatCents(target.price_cents);
      await this.messages.notify(q, userId, { kind: 'vip_upgraded', params: { level: target.level, name: target.name, amount: paid }, ref: { type: 'vip', id: target.level } });
      return { level: target.level, paid, balance: formatCents((await this.ledger.balances(q, userId)).cash) };
    });
  }
}
