import { DEFAULT_SHOP_TIME_ZONE } from '@snapmall/shared/contract';
import { feeOf, formatCents, pageOf, parseCents, type MockAnswer, type MockBody, type MockContext, type MockRoute } from '@snapmall/shared/mock';
import { shopDay } from './fixtures';
import { balanceOf, nextId, statementOf, toCard, toDeposit, toWithdrawal, type BankState } from './state';

/**
 * The bank's calls, answered as server/src/modules/bank (service.ts, routes.ts) and ledger/routes.ts answer them
 * for the same state: the same checks in the same order, the same message keys, the same money rules.
 */
type Ctx = MockContext;
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
/** Names compared as a bank would: letter case and spaces aside (BankService's sameName). */
const sameName = (a: string, b: string) => a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();
const byNewest = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => b.id - a.id);

/** account.verifyPayPassword: none set, or not this one, is refused. */
function payPasswordRefusal(s: BankState, given: unknown, { reply }: Ctx): MockAnswer | undefined {
  if (!s.user.paypassword) return reply.refused('account.payPasswordMissing');
  if (given !== s.user.paypassword) return reply.refused('account.payPasswordWrong');
  return undefined;
}

/** The ledger's at-most-once: the same request_id answers the first record; with another body it is refused. */
function once(s: BankState, endpoint: string, body: MockBody, ctx: Ctx, run: () => number | MockAnswer, show: (id: number) => MockAnswer): MockAnswer {
  const { request_id: requestId, ...rest } = body;
  const key = str(requestId);
  const earlier = s.requests[key];
  if (earlier) return earlier.endpoint === endpoint && earlier.body === JSON.stringify(rest) ? show(earlier.id) : ctx.reply.refused('request.idReused');
  const result = run();
  if (typeof result !== 'number') return result;
  s.requests[key] = { endpoint, body: JSON.stringify(rest), id: result };
  return show(result);
}

const withdrawalsToday = (s: BankState, now: number) =>
  s.withdrawals.filter((w) => w.status !== 2 && shopDay(w.createtime, DEFAULT_SHOP_TIME_ZONE) === shopDay(now, DEFAULT_SHOP_TIME_ZONE)).length;

/** SPEC §9's 100 to 1,000,000, narrowed by the level. */
const limitsOf = (s: BankState) => ({ min: Math.max(10_000, s.level.min_cents), max: Math.min(100_000_000, s.level.max_cents) });

function withdraw(body: MockBody, s: BankState, ctx: Ctx): MockAnswer {
  const { reply, now } = ctx;
  const amount = parseCents(str(body.amount));
  const { min, max } = limitsOf(s);
  if (!s.card) return reply.refused('bank.noCard');
  const refusal = payPasswordRefusal(s, body.paypassword, ctx);
  if (refusal) return refusal;
  if (amount < min || amount > max) return reply.refused('bank.withdrawOutOfRange', { min: formatCents(min), max: formatCents(max) });
  const card = s.card;
  return once(s, 'withdraw.withdraw', body, ctx, () => {
    if (withdrawalsToday(s, now) >= s.level.withdraw_num) return reply.refused('bank.withdrawDailyLimit', { count: s.level.withdraw_num });
    if (balanceOf(s) < amount) return reply.refused('ledger.insufficientCash');
    const id = nextId(s);
    s.withdrawals.push({ id, amount_cents: amount, fee_cents: feeOf(amount, s.level.fee_bp), bank_name: card.bank_name, card_no: card.card_no, status: 0, reason: '', createtime: now, reviewtime: 0 });
    s.ledger.push({ id: nextId(s), kind: 'withdraw_hold', cents: -amount, ref_type: 'withdrawal', ref_id: id, memo: '', createtime: now });
    s.held_cents += amount;
    return id;
  }, (id) => reply.ok(toWithdrawal(s.withdrawals.find((w) => w.id === id)!), 'bank.withdrawSubmitted'));
}

function submitDeposit(body: MockBody, s: BankState, ctx: Ctx): MockAnswer {
  const { reply, now, lang } = ctx;
  return once(s, 'recharge.submit', body, ctx, () => {
    const channel = s.channels.find((c) => c.id === body.channel_id);
    if (!channel?.enabled) return reply.refused('bank.channelClosed');
    const amount = parseCents(str(body.amount));
    if (amount < channel.min_cents || amount > channel.max_cents) {
      return reply.refused('bank.depositOutOfRange', { min: formatCents(channel.min_cents), max: formatCents(channel.max_cents) });
    }
    const id = nextId(s);
    s.deposits.push({ id, channel_id: channel.id, amount_cents: amount, reference: str(body.reference).trim(), status: 0, reason: '', createtime: now, reviewtime: 0 });
    return id;
  }, (id) => reply.ok(toDeposit(s, s.deposits.find((d) => d.id === id)!, lang), 'bank.depositSubmitted'));
}

function statement(body: MockBody, s: BankState, { reply }: Ctx): MockAnswer {
  const from = str(body.from);
  const to = str(body.to);
  const rows = statementOf(s).filter((e) => {
    const day = shopDay(e.createtime);
    return (!body.kind || e.kind === body.kind) && (!from || day >= from) && (!to || day <= to);
  });
  return reply.ok(pageOf(rows, num(body.page) ?? 1, num(body.cursor)));
}

const withStatus = <T extends { status: number }>(rows: T[], status: unknown) => (status === undefined ? rows : rows.filter((r) => r.status === status));

export const bankRoutes: MockRoute<BankState>[] = [
  { url: '/api/withdraw/bankcard', answer: (_b, s, { reply }) => reply.ok(s.card ? toCard(s.card) : null) },
  {
    url: '/api/withdraw/cardupdate',
    answer: (body, s, ctx) => {
      const refusal = payPasswordRefusal(s, body.paypassword, ctx);
      if (refusal) return refusal;
      if (!sameName(str(body.name), s.user.realname)) return ctx.reply.refused('bank.nameMismatch');
      s.card = { name: str(body.name).trim(), bank_name: str(body.bank_name).trim(), card_no: str(body.card_no), updatetime: ctx.now };
      return ctx.reply.ok(toCard(s.card), 'bank.cardSaved');
    },
    refusal: (_b, _s, { reply }) => reply.refused('bank.nameMismatch'),
    invalid: { card_no: '12345' },
  },
  {
    url: '/api/recharge/channels',
    answer: (_b, s, { reply, lang }) =>
      reply.ok(s.channels.filter((c) => c.enabled).map((c) => ({
        id: c.id,
        name: lang === 'zh-tw' ? c.name_zh : c.name_en,
        instructions: lang === 'zh-tw' ? c.instructions_zh : c.instructions_en,
        min_amount: formatCents(c.min_cents),
        max_amount: formatCents(c.max_cents),
      }))),
  },
  {
    url: '/api/recharge/submit',
    answer: submitDeposit,
    refusal: (_b, _s, { reply }) => reply.refused('bank.channelClosed'),
    invalid: { amount: '12.345' },
  },
  {
    url: '/api/user/rechargelist',
    answer: (body, s, { reply, lang }) =>
      reply.ok(pageOf(byNewest(withStatus(s.deposits, body.status)).map((d) => toDeposit(s, d, lang)), num(body.page) ?? 1, num(body.cursor))),
  },
  {
    url: '/api/withdraw/rules',
    answer: (_b, s, { reply, now }) => {
      const { min, max } = limitsOf(s);
      return reply.ok({
        min_amount: formatCents(min),
        max_amount: formatCents(max),
        per_day: s.level.withdraw_num,
        used_today: withdrawalsToday(s, now),
        fee_rate: formatCents(s.level.fee_bp),
        balance: formatCents(balanceOf(s)),
        held: formatCents(s.held_cents),
        card_bound: s.card ? 1 : 0,
        paypassword_set: s.user.paypassword ? 1 : 0,
      });
    },
  },
  {
    url: '/api/withdraw/withdraw',
    answer: withdraw,
    refusal: (_b, s, { reply }) => reply.refused('bank.withdrawDailyLimit', { count: s.level.withdraw_num }),
    invalid: { amount: '12.345' },
  },
  {
    url: '/api/user/withdrawlist',
    answer: (body, s, { reply }) => reply.ok(pageOf(byNewest(withStatus(s.withdrawals, body.status)).map(toWithdrawal), num(body.page) ?? 1, num(body.cursor))),
  },
  { url: '/api/user/moneylog', answer: statement },
];
