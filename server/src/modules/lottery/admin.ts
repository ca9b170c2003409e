import type { AdminDrawList, AdminLotteryGame, AdminLotterySummary, GameSaveBody } from '@snapmall/shared/contract';
import { isBetType } from '@snapmall/shared/lottery';
import type { Database } from '../../db/database';
import { dayOf, dayStart } from '../../domain/admin-list';
import { DomainError, invalid } from '../../domain/errors';
import { jsonSafe } from '../../json';
import type { Actor, OperatorService } from '../operators/service';
import * as consoleRepo from './admin-repository';
import { sha256Hex } from './chain';
import * as repo from './repository';
import type { Seeds } from './seeds';
import { toDraw } from './views';

const DAY_MS = 86_400_000;
/** The quarter hour a game's figures are kept by (migration 030). */
const QUARTER_HOUR = 15;
const unix = (d: Date) => Math.floor(d.getTime() / 1000);
const noGame = () => new DomainError('not_found', 'lottery.noGame');

/** The operator's games: published rules, audited with their values before and after. */
export class LotteryAdminService {
  constructor(
    private readonly db: Database,
    private readonly operators: OperatorService,
    private readonly seeds: Seeds,
  ) {}

  async games(): Promise<AdminLotteryGame[]> {
    return jsonSafe<AdminLotteryGame[]>(await repo.games(this.db, false));
  }

  /**
   * A page of the game's draws, newest first, each with what its period took and paid and any bet it left
   * unsettled, and the period open now. The page seeks the primary key (repo.draws); the totals and the unsettled
   * bets are read for the page's periods alone, so deep pages and long histories cost what page 1 costs.
   */
  async draws(gameId: number, page: number, limit: number): Promise<AdminDrawList> {
    const game = await repo.gameNow(this.db, gameId);
    if (!game) throw noGame();
    const rows = await repo.draws(this.db, gameId, limit, (page - 1) * limit);
    const periods = [...rows.map((r) => r.period_no), game.open_period];
    const [totals, unsettled, openSeed, next] = await Promise.all([
      consoleRepo.periodTotals(this.db, gameId, periods),
      consoleRepo.unsettledOf(this.db, gameId, rows.map((r) => r.period_no)),
      this.seeds.drawable(this.db, gameId, game.open_period),
      repo.nextUndrawn(this.db, gameId),
    ]);
    const totalOf = (period: bigint) => totals.find((t) => t.period_no === period);
    const list = rows.map((r) => {
      const t = totalOf(r.period_no);
      return {
        ...toDraw(r),
        bets: Number(t?.bets ?? 0),
        staked: Number(t?.staked ?? 0),
        winners: Number(t?.winners ?? 0),
        paid: Number(t?.paid ?? 0),
        unsettled: Number(unsettled.find((u) => u.period_no === r.period_no)?.n ?? 0),
      };
    });
    const open = totalOf(game.open_period);
    return {
      list,
      total: Number(rows[0]?.total ?? (await consoleRepo.drawnPeriods(this.db, gameId))),
      page,
      limit,
      open: next === undefined ? null : {
        period_no: Number(game.open_period),
        commitment: openSeed ? sha256Hex(openSeed) : '',
        close_at: unix(game.close_at),
        draw_at: unix(game.draw_at),
        bets: Number(open?.bets ?? 0),
        staked: Number(open?.staked ?? 0),
      },
      due: next === undefined || next >= game.open_period ? 0 : Number(game.open_period - next),
      server_time: unix(game.now),
    };
  }

  /**
   * The game's last `days` days where the clock is `offsetMinutes` behind UTC (the `minute` header), rounded to
   * the quarter hour the figures are kept by: bets and points staked by when they were placed, points paid by when
   * they were paid.
   */
  async summary(gameId: number, days: number, offsetMinutes: number, now = new Date()): Promise<AdminLotterySummary> {
    if (!(await repo.gameNow(this.db, gameId))) throw noGame();
    const offset = Math.round(offsetMinutes / QUARTER_HOUR) * QUARTER_HOUR;
    const start = new Date(dayStart(dayOf(now, offset), offset).getTime() - (days - 1) * DAY_MS);
    const figures = await consoleRepo.gameDays(this.db, gameId, start, days);
    const list = figures.map((d, i) => ({
      day: dayOf(new Date(start.getTime() + i * DAY_MS), offset),
      bets: Number(d.bets),
      staked: Number(d.staked),
      paid: Number(d.paid),
    }));
    const sum = (key: 'bets' | 'staked' | 'paid') => list.reduce((a, d) => a + d[key], 0);
    return { game_id: gameId, days: list, totals: { bets: sum('bets'), staked: sum('staked'), paid: sum('paid') } };
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
