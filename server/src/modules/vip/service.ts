import type { Vip, VipSaveBody, VipUpgradeAnswer, VipUpgradeBody } from '@snapmall/shared/contract';
import type { Database } from '../../db/database';
import { invalid, refuse } from '../../http/errors';
import { jsonSafe } from '../../json';
import { formatCents, parseCents } from '../../money';
import { toVip } from '../account/userinfo';
import type { AccountService } from '../account/service';
import type { LedgerService } from '../ledger/service';
import type { MessageService } from '../messages/service';
import type { Actor, OperatorService } from '../operators/service';
import * as repo from './repository';

/** The house account VIP memberships are paid to. */
const MEMBERSHIPS_ACCOUNT = 'memberships';

/**
 * VIP levels: published with their rules, bought by the customer from the balance at the published price (a
 * ledger transfer, once per request id), and kept by the operator (audited).
 */
export class VipService {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly accounts: AccountService,
    private readonly messages: MessageService,
    private readonly operators: OperatorService,
  ) {}

  async levels(): Promise<Vip[]> {
    return (await repo.allVips(this.db)).map(toVip);
  }

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

  async adminList() {
    return jsonSafe(await repo.allVips(this.db));
  }

  /** Publishes a level's rules (new or changed), audited with the rules before and after. */
  async save(actor: Actor, body: VipSaveBody) {
    const fields: repo.VipFields = {
      level: body.level,
      name: body.name.trim(),
      price_cents: parseCents(body.price),
      task_rate_bp: basisPoints(body.task_rate),
      order_join_rate_bp: basisPoints(body.order_join_rate),
      task_num: body.task_num,
      task_everyday: body.task_everyday,
      withdraw_num: body.withdraw_num,
      withdraw_rate_bp: basisPoints(body.withdraw_rate),
      min_withdraw_cents: parseCents(body.min_withdraw),
      max_withdraw_cents: parseCents(body.max_withdraw),
      content: body.content ?? '',
    };
    const errors: Record<string, string> = {};
    if (fields.order_join_rate_bp > 10_000) errors.order_join_rate = 'admin.percentMax';
    if (fields.withdraw_rate_bp > 10_000) errors.withdraw_rate = 'admin.percentMax';
    if (fields.min_withdraw_cents < 10_000n) errors.min_withdraw = 'admin.minWithdrawFloor';
    if (fields.max_withdraw_cents > 100_000_000n) errors.max_withdraw = 'admin.maxWithdrawCeiling';
    if (fields.min_withdraw_cents > fields.max_withdraw_cents) errors.max_withdraw = 'admin.minAboveMax';
    if (Object.keys(errors).length > 0) throw invalid(errors);
    return this.db.tx(async (q) => {
      const before = (await repo.lockVip(q, body.level)) ?? null;
      const after = await repo.saveVip(q, fields);
      await this.operators.record(q, actor, { action: before ? 'vip.update' : 'vip.create', target: { type: 'vip', id: after.level }, before, after });
      return { level: after.level };
    });
  }
}

/** "2.5" percent → 250 basis points (the same digits as cents). */
const basisPoints = (percent: string) => Number(parseCents(percent));
