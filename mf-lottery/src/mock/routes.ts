import { isBetType } from '@snapmall/shared/lottery';
import type { MockAnswer, MockBody, MockContext, MockRoute } from '@snapmall/shared/mock';
import {
  closeAt, drawAt, drawnCount, drawOf, drawsOf, gameOf, isDrawn, lastSeeded, limitOf, nextDay, openPeriod, seedOf, settle, shopDay, stakeLimit, toBet, toGame,
  type GameRow, type LotteryState,
} from './state';
import { sha256Hex } from './sha256';
import { say, serverKey } from './texts';

/**
 * The lottery's calls, answered as server/src/modules/lottery (routes.ts, service.ts, repository.ts) answers them
 * for the same state: the same checks in the same order, the same message keys, whole points. Every call first
 * settles what the server's draws would have settled by now.
 */
type Ctx = MockContext;
const PAGE_SIZE = 20;
const LAST_DRAWS = 10;
const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
const pageNo = (body: MockBody) => num(body.page) ?? 1;

/** The server's not_found: a 404 with its own words (DomainError 'not_found'). */
const missing = ({ lang, now }: Ctx, key: string): MockAnswer => ({ status: 404, body: { code: 404, msg: say(lang, key), time: now, data: null } });

/** A customer's list page as the service pages it: by number, 20 a page, `total` every row. */
const pageOf = <T>(rows: T[], page: number) => ({ list: rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), total: rows.length, page });

const enabledGame = (s: LotteryState, id: unknown) => {
  const g = gameOf(s, id);
  return g?.enabled ? g : undefined;
};

/** The open period as the server reports it; in `betting-closed`, once a bet was refused, closed from its start. */
function current(g: GameRow, s: LotteryState, { reply, lang, now }: Ctx): MockAnswer {
  const period = openPeriod(g, now);
  const seed = seedOf(g, period, now);
  return reply.ok({
    game: toGame(g, lang),
    period_no: period,
    close_at: s.closed?.reported ? drawAt(g, period - 1) : closeAt(g, period),
    draw_at: drawAt(g, period),
    server_time: now,
    commitment: seed ? sha256Hex(seed) : '',
    last: drawsOf(g, now, 0, LAST_DRAWS),
    points: s.points,
    limit: stakeLimit(limitOf(s, now)),
  });
}

/** LotteryService.bet: once per request id, then game, type, period, close, stake range, daily limit, points. */
function bet(body: MockBody, s: LotteryState, ctx: Ctx): MockAnswer {
  const { reply, now, lang } = ctx;
  const { request_id: requestId, ...rest } = body;
  const key = typeof requestId === 'string' ? requestId : '';
  const earlier = s.requests[key];
  if (earlier) return earlier.body === JSON.stringify(rest) ? reply.ok(toBet(s, s.bets.find((b) => b.id === earlier.id)!, lang), serverKey('betPlaced')) : reply.refused('request.idReused');
  const g = enabledGame(s, body.game_id);
  if (!g) return missing(ctx, serverKey('noGame'));
  const betType = typeof body.bet_type === 'string' ? body.bet_type : '';
  const rate = g.payouts[betType];
  if (rate === undefined || !isBetType(betType)) return reply.invalid('bet_type', serverKey('noBetType'));
  const period = openPeriod(g, now);
  if (body.period_no !== period || !seedOf(g, period, now)) return reply.refused(serverKey('notOpen'), { period });
  if (s.closed) {
    s.closed.reported = true;
    return reply.refused(serverKey('closed'));
  }
  if (now >= closeAt(g, period)) return reply.refused(serverKey('closed'));
  const amount = num(body.amount) ?? 0;
  if (amount < g.min_stake || amount > g.max_stake) return reply.refused(serverKey('stakeRange'), { min: g.min_stake, max: g.max_stake });
  const limit = limitOf(s, now);
  if (limit.daily_limit > 0 && limit.staked_today + amount > limit.daily_limit) {
    return reply.refused(serverKey('dailyLimit'), { limit: limit.daily_limit, left: limit.daily_limit - limit.staked_today });
  }
  if (s.points < amount) return reply.refused('ledger.insufficientPoints');
  const row = { id: s.next_id++, game_id: g.id, period_no: period, bet_type: betType, amount, payout_rate: rate, status: 'pending' as const, payout: 0, shop_day: shopDay(now), createtime: now, settletime: 0 };
  s.bets.push(row);
  s.points -= amount;
  s.requests[key] = { body: JSON.stringify(rest), id: row.id };
  return reply.ok(toBet(s, row, lang), serverKey('betPlaced'));
}

/** A lower limit (or a first one) applies at once; a higher one, or none, from the next shop day. */
function setLimit(body: MockBody, s: LotteryState, { reply, now }: Ctx): MockAnswer {
  const next = num(body.daily_limit) ?? 0;
  const { daily_limit: inForce, today } = limitOf(s, now);
  const lowering = next > 0 && (inForce === 0 || next <= inForce);
  s.limit = lowering ? { daily_limit: next, pending_limit: null, pending_from: null } : { daily_limit: inForce, pending_limit: next, pending_from: nextDay(today) };
  return reply.ok(stakeLimit(limitOf(s, now)), serverKey('limitSaved'));
}

const newestFirst = (s: LotteryState) => [...s.bets].sort((a, b) => b.id - a.id);

/** Every route settles first: the server's draws run on their own clock, whatever the customer asks. */
const settled = (answer: MockRoute<LotteryState>['answer']): MockRoute<LotteryState>['answer'] => (body, s, ctx) => {
  settle(s, ctx.now);
  return answer(body, s, ctx);
};

export const lotteryRoutes: MockRoute<LotteryState>[] = [
  { url: '/api/lottery/games', answer: (_b, s, { reply, lang }) => reply.ok(s.games.filter((g) => g.enabled).map((g) => toGame(g, lang))) },
  {
    url: '/api/lottery/current',
    answer: settled((body, s, ctx) => {
      const g = enabledGame(s, body.game_id);
      return g ? current(g, s, ctx) : missing(ctx, serverKey('noGame'));
    }),
  },
  {
    url: '/api/lottery/bet',
    answer: settled(bet),
    refusal: (body, s, { reply }) => {
      const g = gameOf(s, body.game_id) ?? s.games[0]!;
      return reply.refused(serverKey('stakeRange'), { min: g.min_stake, max: g.max_stake });
    },
    // A bet type the schema takes but the game does not have: the service's own 422.
    invalid: { bet_type: 'no_such_type' },
  },
  {
    url: '/api/lottery/buylog',
    answer: settled((body, s, { reply, lang }) => reply.ok(pageOf(newestFirst(s).map((b) => toBet(s, b, lang)), pageNo(body)))),
  },
  {
    url: '/api/lottery/notcount',
    answer: settled((body, s, { reply, lang }) => reply.ok(pageOf(newestFirst(s).filter((b) => b.status === 'pending').map((b) => toBet(s, b, lang)), pageNo(body)))),
  },
  {
    url: '/api/lottery/notcountdetail',
    answer: settled((body, s, ctx) => {
      const row = s.bets.find((b) => b.id === body.id);
      return row ? ctx.reply.ok(toBet(s, row, ctx.lang)) : missing(ctx, serverKey('noBet'));
    }),
  },
  {
    url: '/api/lottery/buylogday',
    answer: settled((body, s, { reply }) => {
      const days = new Map<string, { day: string; bets: number; staked: number; paid: number }>();
      for (const b of s.bets) {
        const day = days.get(b.shop_day) ?? { day: b.shop_day, bets: 0, staked: 0, paid: 0 };
        days.set(b.shop_day, { day: day.day, bets: day.bets + 1, staked: day.staked + b.amount, paid: day.paid + b.payout });
      }
      return reply.ok(pageOf([...days.values()].sort((a, b) => b.day.localeCompare(a.day)), pageNo(body)));
    }),
  },
  {
    url: '/api/lottery/settled',
    answer: (body, s, { reply, now }) => {
      const g = gameOf(s, body.game_id);
      const page = pageNo(body);
      if (!g) return reply.ok({ list: [], total: 0, page });
      return reply.ok({ list: drawsOf(g, now, (page - 1) * PAGE_SIZE, PAGE_SIZE), total: drawnCount(g, now), page });
    },
  },
  {
    url: '/api/lottery/draw',
    answer: (body, s, { reply, now }) => {
      const g = gameOf(s, body.game_id);
      const period = num(body.period_no) ?? 0;
      if (g && isDrawn(g, period, now)) return reply.ok({ status: 'drawn', draw: drawOf(g, period) });
      const seeded = g !== undefined && period >= g.first_period && period <= lastSeeded(g, now);
      return reply.ok({ status: seeded ? 'pending' : 'none', draw: null });
    },
  },
  { url: '/api/lottery/limit', answer: settled((_b, s, { reply, now }) => reply.ok(stakeLimit(limitOf(s, now)))) },
  { url: '/api/lottery/setlimit', answer: setLimit, invalid: { daily_limit: 100_000_001 } },
];
