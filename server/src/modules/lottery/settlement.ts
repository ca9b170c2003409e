import { diceFor, wins } from '@snapmall/shared/lottery';
import type { Database } from '../../db/database';
import type { LedgerService } from '../ledger/service';
import type { MessageService } from '../messages/service';
import { LOOKAHEAD_PERIODS, makeChain, sha256Hex } from './chain';
import * as repo from './repository';
import type { Seeds } from './seeds';

/** The house points account a game's stakes go to and its payouts come from. */
export const poolOf = (gameId: number) => `lottery_pool_${gameId}`;
/** At most this many overdue periods drawn per game per tick: a long outage is caught up over a few ticks. */
const CATCH_UP_PER_TICK = 200;

/**
 * Draws and settlement. Each period is drawn in one transaction that holds the game's row lock (bets hold it
 * shared, so no bet on the period can still be committing), writes the draw row (its primary key makes it once,
 * on any number of instances), settles every pending bet on the period and pays the winners from the pool
 * through the ledger. A crash anywhere in it rolls all of it back; the next tick (or the next start) does it again.
 */
export class DrawService {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly messages: MessageService,
    private readonly seeds: Seeds,
  ) {}

  /**
   * Seals the seeds still in clear (older chains), after checking the key is the shop's: run at start, where a
   * missing or wrong key stops the server with a clear message, and at every tick.
   */
  async sealSeeds(): Promise<number> {
    return this.seeds.sealClear();
  }

  /** One pass over every game: seeds made ahead where needed, every period due drawn and settled. */
  async tick(): Promise<{ drawn: number; settled: number }> {
    let drawn = 0;
    let settled = 0;
    await this.seeds.sealClear();
    for (const game of await repo.games(this.db, false)) {
      await this.ensureSeeds(game.id);
      for (let i = 0; i < CATCH_UP_PER_TICK; i++) {
        const result = await this.drawNext(game.id);
        if (!result) break;
        drawn += result.drawn ? 1 : 0;
        settled += result.settled;
      }
    }
    return { drawn, settled };
  }

  /** Makes the next hash chain when the seeds run short of the open period plus the look-ahead. */
  async ensureSeeds(gameId: number): Promise<void> {
    await this.db.tx(async (q) => {
      const game = await repo.gameNow(q, gameId, 'update');
      if (!game) return;
      const last = await repo.lastSeededPeriod(q, gameId);
      if (last >= game.open_period + BigInt(LOOKAHEAD_PERIODS)) return;
      // A new game's first chain begins with the period open now, so it takes bets at once (issue 26 found it refusing
      // them for up to a period). Its commitment is published mid-period, but no bet on it came before: a period takes
      // bets only once it has a seed (LotteryService.current and bet), so every bet is still placed after its commitment.
      const first = last === 0n ? game.open_period : last + 1n;
      const chain = makeChain();
      await this.seeds.insertChain(q, gameId, first, chain);
    });
  }

  /** Draws the oldest undrawn period if it is due; undefined when none is. */
  private async drawNext(gameId: number): Promise<{ drawn: boolean; settled: number } | undefined> {
    return this.db.tx(async (q) => {
      const game = await repo.gameNow(q, gameId, 'update');
      const period = game && (await repo.nextUndrawn(q, gameId));
      if (!game || period === undefined) return undefined;
      const drawAt = game.epoch.getTime() + Number(period) * game.period_seconds * 1000;
      if (drawAt > game.now.getTime()) return undefined;
      // Opened only here, to draw (a key that does not open it stops the draw with WrongSeedKey's message).
      const seed = await this.seeds.open(q, gameId, period);
      if (!seed) return undefined;
      const dice = await diceFor(seed, gameId, Number(period));
      const draw = await repo.insertDraw(q, { game_id: gameId, period_no: period, seed, commitment: sha256Hex(seed), dice });
      if (!draw) return { drawn: false, settled: 0 };
      const bets = await repo.pendingBets(q, gameId, period);
      const results = bets.map((b) => {
        const won = wins(b.bet_type, dice);
        return { bet: b, id: b.id, won, payout: won ? (b.amount * BigInt(b.payout_rate)) / 100n : 0n };
      });
      if (results.length > 0) await repo.settleBets(q, results);
      await this.ledger.transferMany(
        q,
        results
          .filter((r) => r.payout > 0n)
          .map((r) => ({ from: { house: poolOf(gameId) }, to: { user: r.bet.user_id, code: 'main' as const }, asset: 'points' as const, amount: r.payout, kind: 'lottery_win', ref: { type: 'bet', id: r.id } })),
      );
      await this.messages.notifyMany(
        q,
        results.map((r) => ({
          userId: r.bet.user_id,
          notice: { kind: r.won ? 'bet_won' : 'bet_lost', params: { id: Number(r.id), period: Number(period), dice: dice.join(' '), payout: Number(r.payout) }, ref: { type: 'bet', id: r.id } },
        })),
      );
      return { drawn: true, settled: results.length };
    });
  }
}
