/**
 * The ledger, bank cards, deposits and withdrawals, and their review. In Traditional Chinese (Taiwan): the keys of
 * en-us/money.ts.
 */
export const money: Record<string, string> = {
  'ledger.insufficientCash': '餘額不足',
  'ledger.insufficientPoints': '積分不足',
  'bank.cardSaved': '銀行卡已儲存',
  'bank.nameMismatch': '卡片上的姓名必須與註冊的真實姓名一致',
  'bank.noCard': '請先綁定銀行卡',
  'bank.channelClosed': '此充值渠道無法使用，請選擇其他渠道',
  'bank.depositOutOfRange': '此渠道的金額須介於 {min} 與 {max} 之間',
  'bank.depositSubmitted': '充值已提交，等待審核',
  'bank.withdrawOutOfRange': '每筆提現金額須介於 {min} 與 {max} 之間',
  'bank.withdrawDailyLimit': '今日 {count, number} 次提現次數已用完，請明天再試',
  'bank.withdrawSubmitted': '提現已提交，審核期間金額將被凍結',
  'review.already': '此申請已審核過',
  'review.approved': '已通過',
  'review.rejected': '已駁回',
  'review.bulkDone': '已處理，請查看每一筆的結果',
};
