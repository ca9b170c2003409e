import type { FilterOption } from '@snapmall/shared/admin';

/** What a statement line is, as the ledger names it, and its words in the console (the same as the customer's). */
export const KIND_LABELS: Readonly<Record<string, string>> = {
  deposit: 'admin.customers.kind.deposit',
  withdraw_hold: 'admin.customers.kind.withdrawHold',
  withdraw_refund: 'admin.customers.kind.withdrawRefund',
  withdraw_paid: 'admin.customers.kind.withdrawPaid',
  withdraw_fee: 'admin.customers.kind.withdrawFee',
  adjustment: 'admin.customers.kind.adjustment',
  order_pay: 'admin.customers.kind.orderPay',
  order_refund: 'admin.customers.kind.orderRefund',
  order_rebate: 'admin.customers.kind.orderRebate',
  order_points: 'admin.customers.kind.orderPoints',
  vip_upgrade: 'admin.customers.kind.vipUpgrade',
  signin: 'admin.customers.kind.signin',
  lottery_bet: 'admin.customers.kind.lotteryBet',
  lottery_win: 'admin.customers.kind.lotteryWin',
};

export const KIND_OPTIONS: FilterOption[] = Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }));

/** What a record is about (a statement line's reference). */
export const REF_LABELS: Readonly<Record<string, string>> = {
  deposit: 'admin.customers.ref.deposit',
  withdrawal: 'admin.customers.ref.withdrawal',
  order: 'admin.customers.ref.order',
  adjustment: 'admin.customers.ref.adjustment',
  bet: 'admin.customers.ref.bet',
  vip: 'admin.customers.ref.vip',
  signin: 'admin.customers.ref.signin',
};
