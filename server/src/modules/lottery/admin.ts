import type { GameSaveBody } from '@snapmall/shared/contract';
import { isBetType } from '@snapmall/shared/lottery';
import type { Database } from '../../db/database';
import { DomainError, invalid } from '../../domain/errors';
import { jsonSafe } from '../../json';
import type { Actor, OperatorService } from '../operators/service';
import * as repo from './repository';

/** The operator's games: published rules, audited with their values before and after. */
export class LotteryAdminService {
  constructor(
    private readonly db: Database,
    private readonly operators: OperatorService,
  ) {}

  async games() {
    return jsonSafe(await repo.games(this.db, false));
  }

  async save(actor: Actor, body: GameSaveBody) {
    const errors: Record<string, string> = {};
    if (body.close_seconds >= body.period_seconds) errors.close_seconds = 'lottery.closeTooLate';
    if (body.min_stake > body.max_stake) errors.max_stake = 'admin.minAboveMax';
    if (body.payouts.some((p) => !isBetType(p.code))) errors.payouts = 'lottery.noBetType';
    if (new Set(body.payouts.map((p) => p.code)).size !== body.payouts.length) errors.payouts = 'lottery.duplicateBetType';
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const fields: repo.GameFields = {
      name_en: body.name_en.trim(),
      name_zh: body.name_zh.trim(),
      period_seconds: body.period_seconds,
      close_seconds: body.close_seconds,
      min_stake: BigInt(body.min_stake),
      max_stake: BigInt(body.max_stake),
      payouts: Object.fromEntries(body.payouts.map((p) => [p.code, p.payout])),
      enabled: body.enabled === 1,
    };
    return this.db.tx(async (q) => {
      const before = body.id === undefined ? null : await repo.gameNow(q, body.id, 'update');
      if (before === undefined) throw new DomainError('not_found', 'lottery.noGame');
      if (before && before.period_seconds !== body.period_seconds) throw invalid({ period_seconds: 'lottery.periodFixed' });
      if (before && body.close_seconds >= before.period_seconds) throw invalid({ close_seconds: 'lottery.closeTooLate' });
      const id = await repo.saveGame(q, body.id, fields);
      await this.operators.record(q, actor, { action: body.id ? 'lottery.game.update' : 'lottery.game.create', target: { type: 'lottery_game', id }, before, after: { id, ...fields } });
      return { id };
    });
  }
}
