import { api } from '@snapmall/shared';

/**
 * The shared API slice with this remote's cache tags. A call that moves money invalidates what it changed: the
 * quota, stock and prices ('Goods'), the order lists and details, the user's balance and level ('User', which the
 * shell keeps subscribed, so the session's user info is refreshed) and mf-bank's statement ('MoneyLog').
 */
export const shopApi = api.enhanceEndpoints({ addTagTypes: ['Quota', 'Goods', 'Orders', 'MoneyLog'] });

/** What a money-moving call of this remote invalidates, whether it was answered or refused. */
export const MONEY_TAGS = ['Quota', 'Goods', 'Orders', 'User', 'MoneyLog'] as const;

/** What the customer reads when a buy got no answer (the kit's describeFailure keeps its request id then). */
export const NO_ANSWER = 'shop.error.noAnswer';
