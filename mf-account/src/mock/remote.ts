import type { MockRemote } from '@snapmall/shared/mock';
import { CUSTOMER, defaultSeed, emptySeed, lockedSeed } from './fixtures';
import { accountRoutes } from './routes';
import type { AccountState } from './state';
import { accountSay } from './texts';

/**
 * mf-account's mock: every call of the account pages (login, register, me, profile, both passwords) and the
 * harness's session calls, on customers kept as the server keeps them. Its own login and session routes, not the
 * runtime's sessionRoutes: customers register, change passwords and get locked out here.
 */
export const accountMock: MockRemote<AccountState> = {
  name: 'mf_account',
  routes: accountRoutes,
  seeds: { default: defaultSeed, empty: emptySeed, locked: lockedSeed },
  scenarios: [
    {
      name: 'locked',
      seeds: true,
      en: 'Locked: 10 wrong passwords, the demo login refused for 15 minutes',
      zh: '鎖定：密碼錯誤 10 次，demo 登入被拒 15 分鐘',
    },
  ],
  customer: CUSTOMER,
  say: accountSay,
};
