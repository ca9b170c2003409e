/** The ledger, bank cards, deposits and withdrawals, and their review. */
export const money: Record<string, string> = {
  'ledger.insufficientCash': 'Your balance is not enough for this',
  'ledger.insufficientPoints': 'You do not have enough points for this',
  'bank.cardSaved': 'Bank card saved',
  'bank.nameMismatch': 'The name on the card must match your registered real name',
  'bank.noCard': 'Please bind a bank card first',
  'bank.channelClosed': 'This deposit channel is not available; please choose another',
  'bank.depositOutOfRange': 'The amount for this channel must be between {min} and {max}',
  'bank.depositSubmitted': 'Deposit submitted: it is pending review',
  'bank.withdrawOutOfRange': 'The amount must be between {min} and {max} per withdrawal',
  'bank.withdrawDailyLimit': 'You have used all {count, plural, one {# withdrawal} other {# withdrawals}} allowed today; please try again tomorrow',
  'bank.withdrawSubmitted': 'Withdrawal submitted: the amount is held while it is reviewed',
  'review.already': 'This request has already been reviewed',
  'review.approved': 'Approved',
  'review.rejected': 'Rejected',
  'review.bulkDone': 'Done: see each row',
};
