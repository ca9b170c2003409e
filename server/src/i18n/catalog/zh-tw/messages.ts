/**
 * The messages the shop leaves a customer (message center): a title and a text for each kind. In Traditional Chinese
 * (Taiwan): the keys of en-us/messages.ts.
 */
export const messages: Record<string, string> = {
  'message.order_placed.title': '下單成功',
  'message.order_placed.content': '您的訂單 #{id}（{quantity, number} 件）已成立，已從餘額支付 {amount}，即將出貨。',
  'message.order_shipped.title': '訂單已出貨',
  'message.order_shipped.content': '您的訂單 #{id} 已由 {carrier} 出貨，物流單號 {tracking_no}。收到後請確認收貨。',
  'message.order_received.title': '訂單已收貨',
  'message.order_received.content': '您的訂單 #{id} 已收貨：返利 {rebate} 與 {points, number} 積分已入帳。',
  'message.order_cancelled.title': '訂單已取消',
  'message.order_cancelled.content': '您的訂單 #{id} 已取消，{amount} 已退回餘額。',
  'message.vip_upgraded.title': 'VIP 等級已升級',
  'message.vip_upgraded.content': '您已升級為 {level} 級（{name}），已從餘額支付 {amount}。',
  'message.bet_won.title': '投注中獎',
  'message.bet_won.content': '您在第 {period} 期的投注 #{id} 中獎：骰子為 {dice}，{payout, number} 積分已入帳。',
  'message.bet_lost.title': '投注已結算',
  'message.bet_lost.content': '您在第 {period} 期的投注 #{id} 未中獎：骰子為 {dice}。',
  'message.deposit_approved.title': '充值已入帳',
  'message.deposit_approved.content': '您的充值 #{id}（{amount}）已通過審核並存入餘額。',
  'message.deposit_rejected.title': '充值已駁回',
  'message.deposit_rejected.content': '您的充值 #{id}（{amount}）已被駁回：{reason}',
  'message.withdraw_paid.title': '提現已支付',
  'message.withdraw_paid.content': '您的提現 #{id}（{amount}）已支付：扣除手續費 {fee} 後，{receive} 已匯至您的銀行卡。',
  'message.withdraw_rejected.title': '提現已駁回',
  'message.withdraw_rejected.content': '您的提現 #{id}（{amount}）已被駁回，金額已退回餘額：{reason}',
};
