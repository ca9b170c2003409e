import type { RouteAuth } from '@snapmall/shared';

/** Whether a visitor in this state may open a route (RoutePage sends the others away; prefetchPage asks nothing). */
export const mayOpen = (auth: RouteAuth, loggedIn: boolean): boolean => !((auth === 'user' && !loggedIn) || (auth === 'guest' && loggedIn));
