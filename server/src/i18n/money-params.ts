/**
 * The values of each text that are money: decimal strings from formatCents ("3000.00"), shown grouped with two
 * decimals ("3,000.00") by formatMoney before the ICU formatter sees them — money never passes through a float.
 * Listed per key, not guessed from a name: `min` and `max` are money in a deposit's range but points in a bet's.
 * A test checks that every key named here exists and uses each of its money values.
 */
export const MONEY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  'bank.depositOutOfRange': ['min', 'max'],
  'bank.withdrawOutOfRange': ['min', 'max'],
  'shopping.balanceShort': ['amount'],
  'message.order_placed.content': ['amount'],
  'message.order_received.content': ['rebate'],
  'message.order_cancelled.content': ['amount'],
  'message.vip_upgraded.content': ['amount'],
  'message.deposit_approved.content': ['amount'],
  'message.deposit_rejected.content': ['amount'],
  'message.withdraw_paid.content': ['amount', 'receive', 'fee'],
  'message.withdraw_rejected.content': ['amount'],
};
