import type { AdminVipLevel, Vip, VipSaveBody } from '@snapmall/shared/contract';
import type { Database, Queryable } from '../../db/database';
import { invalid } from '../../domain/errors';
import { parseCents } from '../../money';
import type { Actor, OperatorService } from '../operators/service';
import * as repo from './repository';
import type { VipRow } from './repository';
import { toVip } from './views';

export type { VipRow } from './repository';

/**
 * VIP levels: the one owner of vip_levels. Published with their rules, read by the other modules through this
 * service (a customer's level, a batch's buyers' rules), and kept by the operator (audited). Buying a level is
 * upgrade.ts.
 */
export class VipService {
  constructor(
    private readonly db: Database,
    private readonly operators: OperatorService,
  ) {}

  async levels(): Promise<Vip[]> {
    return (await repo.allVips(this.db)).map(toVip);
  }

  /** A level's rules, inside the caller's transaction when one is given. */
  rules(q: Queryable, level: number): Promise<VipRow | undefined> {
    return repo.findVip(q, level);
  }

  /** A level as the customer sees it (user info), inside the caller's transaction. */
  async publicLevel(q: Queryable, level: number): Promise<Vip | undefined> {
    const row = await repo.findVip(q, level);
    return row ? toVip(row) : undefined;
  }

  /** The rules of several levels by level, inside the caller's transaction (a batch of buys). */
  async rulesOf(q: Queryable, levels: number[]): Promise<Map<number, VipRow>> {
    const rows = levels.length > 0 ? await repo.vipsOf(q, [...new Set(levels)]) : [];
    return new Map(rows.map((r) => [r.level, r]));
  }

  /** The level a new customer starts at: the lowest published. */
  entryLevel(q: Queryable): Promise<number> {
    return repo.entryLevel(q);
  }

  async adminList(): Promise<AdminVipLevel[]> {
    const cents = (v: bigint) => v.toString();
    return (await repo.allVips(this.db)).map((v) => ({
      ...v,
      price_cents: cents(v.price_cents),
      min_withdraw_cents: cents(v.min_withdraw_cents),
      max_withdraw_cents: cents(v.max_withdraw_cents),
    }));
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
