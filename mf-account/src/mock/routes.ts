import type { MockRoute } from '@snapmall/shared/mock';
import { profileRoutes } from './profile-routes';
import { signInRoutes } from './sign-in-routes';
import type { AccountState } from './state';

/** Every call of the account pages and the harness's session calls, on the account's data. */
export const accountRoutes: MockRoute<AccountState>[] = [...signInRoutes, ...profileRoutes];
