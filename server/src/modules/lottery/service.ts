import type { Bet, BetBody, BetDay, CurrentPeriod, Draw, DrawLookup, Language, LotteryGame, PageOf, StakeLimit } from '@snapmall/shared/contract';
import { isBetType } from '@snapmall/shared/lottery';
import type { Config } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { DomainError, invalid, refuse } from '../../domain/errors';
import type { LedgerService } from '../ledger/service';
import { sha256Hex } from './chain';
import * as repo from './repository';
import type { Seeds } from './seeds';
import { poolOf } from './settlement';
import { toBet, toDraw, toGame } from './views';

const PAGE_SIZE = 20;
const LAST_DRAWS = 10;
const unix = (d: Date) => Math.floor(d.getTime() / 1000);
const noGame = () => new DomainError('not_found', 'lottery.noGame');

/** The customer's side of the lottery: games, the open period, bets in points, their records and stake limit. */
export class LotteryService {
  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly ledger: LedgerService,
    private readonly seeds: Seeds,
  ) {}

  async games(lang: Language): Promise<LotteryGame[]> {
    return (await repo.games(this.db, true)).map((g) => toGame(g, lang));
  }

  /**
   * The period open for bets now — offered only when it can take them (it has a seed the key opens: a new game's
   * first period has none, its chain starts with the next one); otherwise refused until one can.
   */
  async current(userId: number, gameId: number, lang: Language): Promise<CurrentPeriod> {
    const game = await repo.gameNow(this.db, gameId);
    if (!game?.enabled) throw noGame();
    const [seed, last, balances, limit] = await Promise.all([
      this.seeds.drawable(this.db, gameId, game.open_period),
      repo.lastDraws(this.db, gameId, LAST_DRAWS),
      this.ledger.balances(this.db, userId),
      this.limit(userId),
    ]);
    if (!seed) throw refuse('lottery.noOpenPeriod');
    return {
      game: toGame(game, lang),
      period_no: Number(game.open_period),
      close_at: unix(game.close_at),
      draw_at: unix(game.draw_at),
      server_time: Math.floor(game.now.getTime() / 1000),
      commitment: sha256Hex(seed),
      last: last.map(toDraw),
      points: Number(balances.points),
      limit,
    };
  }

  /**
   * A bet: points move from the customer to the game's pool, once per request id. The game row is held shared
   * while the bet commits, so the draw of its period (which takes it exclusively) comes strictly after.
   */
  async bet(userId: number, body: BetBody, lang: Language): Promise<Bet> {
    const key = { actor: `user:${userId}`, requestId: body.request_id, endpoint: 'lottery.bet', body };
    return this.ledger.once(key, async (q) => {
      const game = await repo.gameNow(q, body.game_id, 'share');
      if (!game?.enabled) throw noGame();
      const rate = game.payouts[body.bet_type];
      if (rate === undefined || !isBetType(body.bet_type)) throw invalid({ bet_type: 'lottery.noBetType' });
      // The open period is named only when it can take bets, and it is never the refused one.
      if (!(await this.seeds.drawable(q, game.id, game.open_period))) throw refuse('lottery.noOpenPeriod');
      if (BigInt(body.period_no) !== game.open_period) throw refuse('lottery.notOpen', { period: Number(game.open_period) });
      if (game.now >= game.close_at) throw refuse('lottery.closed');
      const amount = BigInt(body.amount);
      if (amount < game.min_stake || amount > game.max_stake) throw refuse('lottery.stakeRange', { min: Number(game.min_stake), max: Number(game.max_stake) });
      // The customer's bets one at a time: the day's stake against their limit stays true.
      await this.ledger.lockUser(q, userId);
      const limit = await repo.limitOf(q, userId, this.config.shopTimeZone);
      if (limit.daily_limit > 0n && limit.staked_today + amount > limit.daily_limit) {
        throw refuse('lottery.dailyLimit', { limit: Number(limit.daily_limit), left: Number(limit.daily_limit - limit.staked_today) });
      }
      const bet = await repo.insertBet(q, { user_id: userId, game_id: game.id, period_no: game.open_period, bet_type: body.bet_type, amount, payout_rate: rate }, this.config.shopTimeZone);
      await this.ledger.transfer(q, { from: { user: userId, code: 'main' }, to: { house: poolOf(game.id) }, asset: 'points', amount, kind: 'lottery_bet', ref: { type: 'bet', id: bet.id } });
      return toBet({ ...bet, name_en: game.name_en, name_zh: game.name_zh, dice: null }, lang);
    });
  }

  async bets(userId: number, pendingOnly: boolean, page: number, lang: Language): Promise<PageOf<Bet>> {
    const rows = await repo.betsOf(this.db, userId, { pendingOnly, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
    return { list: rows.map((r) => toBet(r, lang)), total: Number(rows[0]?.total ?? 0), page };
  }

  async betDetail(userId: number, id: number, lang: Language): Promise<Bet> {
    const row = await repo.betOf(this.db, userId, id);
    if (!row) throw new DomainError('not_found', 'lottery.noBet');
    return toBet(row, lang);
  }

  async days(userId: number, page: number): Promise<PageOf<BetDay>> {
    const rows = await repo.betDays(this.db, userId, PAGE_SIZE, (page - 1) * PAGE_SIZE);
    return { list: rows.map((r) => ({ day: r.day, bets: Number(r.bets), staked: Number(r.staked), paid: Number(r.paid) })), total: Number(rows[0]?.total ?? 0), page };
  }

  async settled(gameId: number, page: number): Promise<PageOf<Draw>> {
    const rows = await repo.draws(this.db, gameId, PAGE_SIZE, (page - 1) * PAGE_SIZE);
    return { list: rows.map(toDraw), total: Number(rows[0]?.total ?? 0), page };
  }

  async draw(gameId: number, periodNo: number): Promise<DrawLookup> {
    const draw = await repo.findDraw(this.db, gameId, periodNo);
    if (draw) return { status: 'drawn', draw: toDraw(draw) };
    return { status: (await this.seeds.exists(this.db, gameId, periodNo)) ? 'pending' : 'none', draw: null };
  }

  async limit(userId: number, q: Queryable = this.db): Promise<StakeLimit> {
    const l = await repo.limitOf(q, userId, this.config.shopTimeZone);
    return { daily_limit: Number(l.daily_limit), staked_today: Number(l.staked_today), pending_limit: Number(l.pending_limit ?? 0), pending_from: l.pending_from ?? '' };
  }

  /** Lowering (or setting a first limit) applies at once; raising or removing it waits for the next shop day. */
  async setLimit(userId: number, dailyLimit: number): Promise<StakeLimit> {
    return this.db.tx(async (q) => {
      await this.ledger.lockUser(q, userId);
      const now = await repo.limitOf(q, userId, this.config.shopTimeZone);
      const next = BigInt(dailyLimit);
      const lowering = next > 0n && (now.daily_limit === 0n || next <= now.daily_limit);
      if (lowering) await repo.saveLimit(q, userId, next, null, null);
      else await repo.saveLimit(q, userId, now.daily_limit, next, nextDay(now.today));
      return this.limit(userId, q);
    });
  }
}

const nextDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};
