import type { Database, Queryable } from '../../db/database';
import * as repo from './repository';
import * as statements from './statement-repository';

/** What the ledger's transfers add up to on one day, for the dashboard (cash in cents, points whole). */
export interface LedgerDay {
  /** Approved deposits. */
  moneyIn: bigint;
  /** Approved withdrawals as paid out (less the fee the shop keeps). */
  moneyOut: bigint;
  /** Snap-buy orders and VIP levels paid, less refunds of cancelled orders. */
  sales: bigint;
  pointsStaked: bigint;
  pointsPaid: bigint;
}

/** How each kind the dashboard charts adds to a day's figures (migration 029 sums exactly these kinds). */
const DAY_FIGURES: Record<string, (day: LedgerDay, amount: bigint) => void> = {
  deposit: (d, a) => (d.moneyIn += a),
  withdraw_paid: (d, a) => (d.moneyOut += a),
  order_pay: (d, a) => (d.sales += a),
  vip_upgrade: (d, a) => (d.sales += a),
  order_refund: (d, a) => (d.sales -= a),
  lottery_bet: (d, a) => (d.pointsStaked += a),
  lottery_win: (d, a) => (d.pointsPaid += a),
};

const emptyDay = (): LedgerDay => ({ moneyIn: 0n, moneyOut: 0n, sales: 0n, pointsStaked: 0n, pointsPaid: 0n });
const DAY_MS = 86_400_000;

/**
 * The ledger as the operator console reads it (issue 19): many customers' balances at once, a customer's
 * statement of cash or of points, and the dashboard's days. Read only; money still moves through LedgerService.
 */
export class LedgerConsole {
  constructor(private readonly db: Database) {}

  /** Each customer's spendable cash and points (0 for accounts never opened), in one query. */
  async balancesOf(userIds: number[], q: Queryable = this.db): Promise<Map<number, { cash: bigint; points: bigint }>> {
    const found = new Map(userIds.map((id) => [id, { cash: 0n, points: 0n }]));
    if (userIds.length === 0) return found;
    const rows = await q.query<{ user_id: number; asset: repo.Asset; balance: bigint }>(
      "SELECT user_id, asset, balance FROM ledger_accounts WHERE owner_kind = 'user' AND code = 'main' AND user_id = ANY($1::int[])",
      [userIds],
    );
    for (const r of rows) {
      const b = found.get(r.user_id);
      if (b) b[r.asset === 'cash' ? 'cash' : 'points'] = r.balance;
    }
    return found;
  }

  /** One customer's spendable cash, cash held by withdrawals in review, and points. */
  async balances(userId: number): Promise<{ cash: bigint; held: bigint; points: bigint }> {
    const rows = await repo.userBalances(this.db, userId);
    const of = (code: string, asset: repo.Asset) => rows.find((r) => r.code === code && r.asset === asset)?.balance ?? 0n;
    return { cash: of('main', 'cash'), held: of('hold', 'cash'), points: of('main', 'points') };
  }

  /** A page of a customer's statement of cash or points, newest first: the customer's own statement's lines. */
  async statement(userId: number, asset: repo.Asset, filter: statements.StatementFilter) {
    const account = await repo.existingAccountId(this.db, userId, 'main', asset);
    if (account === undefined) return [];
    const lines = await statements.statement(this.db, account, filter);
    return asset === 'cash' ? statements.readStatement(this.db, userId, lines) : lines;
  }

  /**
   * `days` days from `start` (an instant: the operator's midnight), each 24 hours, summed from the quarter hours
   * migration 029 keeps: at most 96 rows per kind and day, however many transfers there were.
   */
  async days(start: Date, days: number, q: Queryable = this.db): Promise<LedgerDay[]> {
    const end = new Date(start.getTime() + days * DAY_MS);
    const rows = await q.query<{ day: number; kind: string; amount: bigint }>(
      `SELECT floor(extract(epoch FROM bucket - $1::timestamptz) / 86400)::int AS day, kind, sum(amount)::bigint AS amount
       FROM ledger_kind_buckets WHERE bucket >= $1 AND bucket < $2 GROUP BY 1, 2`,
      [start, end],
    );
    const out = Array.from({ length: days }, emptyDay);
    for (const r of rows) {
      const day = out[r.day];
      if (day) DAY_FIGURES[r.kind]?.(day, r.amount);
    }
    return out;
  }
}
