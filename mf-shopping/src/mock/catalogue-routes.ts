import { POINTS_PER_CASH_UNIT } from '@snapmall/shared/contract';
import { formatCents, PAGE_SIZE, type MockAnswer, type MockBody, type MockContext, type MockRoute } from '@snapmall/shared/mock';
import { num } from './body';
import { quotaUse } from './pricing';
import { nextShopDay, shopDay } from './shop-day';
import { goodsOf, vipOf, type ShopState } from './state';
import { toBrand, toGoods, toVip } from './views';

/** The catalogue and the day's quota, answered as server/src/modules/shopping, vip and orders answer them. */
type Ctx = MockContext;

/** A brand's goods on sale that the level may buy, by sort (shopping/repository goodsPage): numbered pages. */
function goodsList(body: MockBody, s: ShopState, { reply, lang, now }: Ctx): MockAnswer {
  const maxLevel = num(body.level) ?? vipOf(s)?.level;
  const page = num(body.page) ?? 1;
  const enabled = new Set(s.brands.filter((b) => b.enabled).map((b) => b.id));
  const rows = s.goods
    .filter((g) => g.brand_id === body.brand_id && enabled.has(g.brand_id) && g.on_sale && (maxLevel === undefined || g.min_level <= maxLevel))
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
  const list = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((g) => toGoods(g, s, lang, now));
  return reply.ok({ list, total: list.length > 0 ? rows.length : 0, page });
}

export const catalogueRoutes: MockRoute<ShopState>[] = [
  { url: '/api/goods/brand', answer: (_b, s, { reply, lang }) => reply.ok([...s.brands].filter((b) => b.enabled).sort((a, b) => a.sort - b.sort || a.id - b.id).map((b) => toBrand(b, lang))) },
  { url: '/api/goods/list', answer: goodsList },
  {
    url: '/api/goods/detail',
    answer: (body, s, { reply, lang, now }) => {
      const g = goodsOf(s, body.id);
      return g ? reply.ok(toGoods(g, s, lang, now)) : reply.notFound();
    },
  },
  { url: '/api/goods/level', answer: (_b, s, { reply }) => reply.ok([...s.vips].sort((a, b) => a.level - b.level).map(toVip)) },
  {
    url: '/api/goods/quota',
    answer: (_b, s, { reply, now }) => {
      const vip = vipOf(s);
      const use = quotaUse(s, now);
      const perDay = vip?.task_num ?? 0;
      return reply.ok({
        level: vip?.level ?? 0,
        per_day: perDay,
        used_today: use.today,
        left_today: Math.max(0, perDay - use.today),
        in_progress_max: vip?.task_everyday ?? 0,
        in_progress: use.inProgress,
        day: shopDay(now),
        resets_at: nextShopDay(now),
        balance: formatCents(s.cash_cents),
        points_per_unit: POINTS_PER_CASH_UNIT,
      });
    },
  },
];
