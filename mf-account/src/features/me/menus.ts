import { selectShopConfig, useAppSelector, type UserInfo } from '@snapmall/shared';

export interface MenuItem {
  path: string;
  label: string;
  /** A remark beside the entry (a withdrawal password not set yet). */
  note?: string;
}

export interface MenuGroup {
  label: string;
  items: MenuItem[];
}

// The money pages belong to mf-bank: linked by path only, never imported.
const MONEY: MenuItem[] = [
  { path: '/pages/bank/deposit', label: 'account.me.deposit' },
  { path: '/pages/bank/withdraw', label: 'account.me.withdraw' },
  { path: '/pages/bank/bind', label: 'account.me.bindCard' },
  { path: '/pages/bank/deposit_logs', label: 'account.me.depositLogs' },
  { path: '/pages/bank/withdraw_logs', label: 'account.me.withdrawLogs' },
  { path: '/pages/bank/capital', label: 'account.me.capital' },
];
// The snap-buying pages belong to mf-shopping, linked the same way.
const SHOPPING: MenuItem[] = [
  { path: '/pages/shopping/index', label: 'account.me.snap' },
  { path: '/pages/shopping/buylog', label: 'account.me.buylog' },
  { path: '/pages/shopping/recentorder', label: 'account.me.recentorder' },
  { path: '/pages/shopping/reclog', label: 'account.me.reclog' },
  { path: '/pages/shopping/vip', label: 'account.me.vip' },
];
// The points lottery belongs to mf-lottery, linked the same way.
const LOTTERY: MenuItem[] = [
  { path: '/pages/lottery/lottery', label: 'account.me.lotteryPlay' },
  { path: '/pages/lottery/buyLog', label: 'account.me.lotteryBets' },
  { path: '/pages/lottery/settledLog', label: 'account.me.lotteryResults' },
  { path: '/pages/lottery/limit', label: 'account.me.lotteryLimit' },
];

/**
 * The account menu of "me": the other remotes' sections (each under its own name) and the account's own entries.
 * The operator's switches (config navigation, sign_in) hide what is off.
 */
export function useMeMenus(user: UserInfo): { groups: MenuGroup[]; own: MenuItem[] } {
  const config = useAppSelector(selectShopConfig);
  const groups = [
    { label: 'account.me.shopping', items: config?.navigation.shopping === false ? [] : SHOPPING },
    { label: 'account.me.lottery', items: config?.navigation.lottery === false ? [] : LOTTERY },
    { label: 'account.me.money', items: MONEY },
  ].filter((group) => group.items.length > 0);
  // The message center and the daily sign-in are the shell's pages.
  const own: MenuItem[] = [
    { path: '/pages/message/index', label: 'account.me.messages' },
    ...(config?.sign_in.enabled === false ? [] : [{ path: '/pages/signin/index', label: 'account.me.signin' }]),
    { path: '/pages/my/profile', label: 'account.me.profile' },
    { path: '/pages/my/loginPsd', label: 'account.me.loginPsd' },
    { path: '/pages/my/withdrawPsd', label: 'account.me.withdrawPsd', note: user.is_paypassword ? undefined : 'account.me.payPasswordNotSet' },
    { path: '/contact', label: 'account.me.service' },
  ];
  return { groups, own };
}
