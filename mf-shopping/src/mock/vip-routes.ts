import { formatCents, type MockAnswer, type MockBody, type MockContext, type MockRoute } from '@snapmall/shared/mock';
import { num, str } from './body';
import type { ShopState } from './state';

/** A VIP upgrade paid from the balance (server/src/modules/vip). */
type Ctx = MockContext;

/** Buying a higher level from the balance (vip/upgrade.ts), once per request id. */
function upgrade(body: MockBody, s: ShopState, ctx: Ctx): MockAnswer {
  const { reply } = ctx;
  const { request_id: requestId, ...rest } = body;
  const key = str(requestId);
  const earlier = s.requests[key];
  if (earlier) return earlier.endpoint === 'user.vipupgrade' && earlier.body === JSON.stringify(rest) ? reply.ok(earlier.answer, 'vip.upgraded') : reply.refused('request.idReused');
  const level = num(body.level) ?? 0;
  if (level <= s.user.level) return reply.refused('vip.notHigher', { level: s.user.level });
  const target = s.vips.find((v) => v.level === level);
  if (!target) return reply.refused('vip.noLevel');
  if (target.price_cents > s.cash_cents) return reply.refused('ledger.insufficientCash');
  s.cash_cents -= target.price_cents;
  s.user.level = target.level;
  const answer = { level: target.level, paid: formatCents(target.price_cents), balance: formatCents(s.cash_cents) };
  s.requests[key] = { endpoint: 'user.vipupgrade', body: JSON.stringify(rest), answer };
  return reply.ok(answer, 'vip.upgraded');
}

export const vipRoutes: MockRoute<ShopState>[] = [
  {
    url: '/api/user/vipupgrade',
    answer: upgrade,
    refusal: (_b, _s, { reply }) => reply.refused('ledger.insufficientCash'),
    invalid: { level: 0 },
  },
];
