import type { MockRoute } from '@snapmall/shared/mock';
import { buyRoutes } from './buy-routes';
import { catalogueRoutes } from './catalogue-routes';
import { orderRoutes } from './order-routes';
import type { ShopState } from './state';
import { vipRoutes } from './vip-routes';

/**
 * The shop's calls, answered as server/src/modules/shopping, orders and vip answer them for the same state, by
 * area: the catalogue and quota, a buy, the orders, a VIP upgrade.
 */
export const shopRoutes: MockRoute<ShopState>[] = [...catalogueRoutes, ...buyRoutes, ...orderRoutes, ...vipRoutes];
