/** The texts the bank's browser tests read, in each language, and the card they bind. */
/** The texts a test reads, in one language. */
export interface Words {
  lang: 'en-us' | 'zh-tw';
  me: string;
  bindMenu: string;
  needPayPassword: string;
  setPayPassword: string;
  newPayPassword: string;
  confirmPayPassword: string;
  submit: string;
  noCard: string;
  name: string;
  bankName: string;
  cardNo: string;
  payPassword: string;
  nameMismatch: string;
  bind: string;
  bound: string;
  cardEnding: string;
  depositMenu: string;
  channel: string;
  amount: string;
  reference: string;
  submitDeposit: string;
  depositDone: string;
  instructions: string;
  depositLogs: string;
  referenceShown: (r: string) => string;
  pending: string;
  success: string;
  rejected: string;
  withdrawMenu: string;
  rules: string;
  quote: [fee: string, receive: string];
  withdraw: string;
  withdrawDone: string;
  usedUp: string;
  usedToday: (n: number) => string;
  heldOnMe: (amount: string) => string;
  withdrawLogs: string;
  reason: (r: string) => string;
  rejectReason: string;
  capitalMenu: string;
  kind: string;
  kinds: { deposit: string; hold: string; refund: string };
  balanceAfter: (b: string) => string;
  count: (n: number) => string;
  chart: string;
  empty: string;
  csvHeader: string;
  csv: string;
  chartSummary: RegExp;
  clear: string;
}

export const EN: Words = {
  lang: 'en-us',
  me: 'Me',
  bindMenu: 'Bank account binding',
  needPayPassword: 'Set a withdrawal password first: binding or changing a bank card needs it.',
  setPayPassword: 'Set withdrawal password',
  newPayPassword: 'New withdrawal password',
  confirmPayPassword: 'Confirm withdrawal password',
  submit: 'Submit',
  noCard: 'No bank card is bound yet.',
  name: 'English name',
  bankName: 'Bank name',
  cardNo: 'Card number',
  payPassword: 'Withdrawal password',
  nameMismatch: 'The name must match your registered real name',
  bind: 'Bind card',
  bound: 'Bank card bound',
  cardEnding: 'Card ending in 0123',
  depositMenu: 'Deposit',
  channel: 'Bank transfer',
  amount: 'Amount',
  reference: 'Reference (optional)',
  submitDeposit: 'Submit deposit',
  depositDone: 'Deposit submitted',
  instructions: 'Transfer to SnapMall Ltd, Bank of Taiwan, account 012-345-678901. Put your username in the transfer note.',
  depositLogs: 'Deposit records',
  referenceShown: (r) => `Reference: ${r}`,
  pending: 'Pending Review',
  success: 'Success',
  rejected: 'Rejected',
  withdrawMenu: 'Withdraw',
  rules: 'Withdrawal rules',
  quote: ['Fee (1.00%): 3.00', 'You receive 297.00'],
  withdraw: 'Withdraw',
  withdrawDone: 'Withdrawal requested',
  usedUp: "You have used today's withdrawal. Please try again tomorrow.",
  usedToday: (n) => `${n} of 1 used`,
  heldOnMe: (amount) => `${amount} held`,
  withdrawLogs: 'Withdrawal records',
  reason: (r) => `Reason: ${r}`,
  rejectReason: 'The name on the card does not match the bank account',
  capitalMenu: 'Capital management',
  kind: 'Type',
  kinds: { deposit: 'Deposit', hold: 'Withdrawal held', refund: 'Withdrawal returned' },
  balanceAfter: (b) => `Balance ${b}`,
  count: (n) => `${n} ${n === 1 ? 'entry' : 'entries'}`,
  chart: 'Balance over time',
  empty: 'No records yet',
  csv: 'Download CSV',
  csvHeader: '"Time","Type","Amount","Balance after","Reference","Note"',
  chartSummary: /^Balance chart of 3 entries: 1,000\.00 on .+, 1,000\.00 on .+$/,
  clear: 'Clear filters',
};

export const ZH: Words = {
  lang: 'zh-tw',
  me: '我的',
  bindMenu: '綁定銀行帳戶',
  needPayPassword: '請先設定提現密碼：綁定或更換銀行卡時需要輸入。',
  setPayPassword: '設定提現密碼',
  newPayPassword: '新提現密碼',
  confirmPayPassword: '確認提現密碼',
  submit: '提交',
  noCard: '尚未綁定銀行卡。',
  name: '英文姓名',
  bankName: '銀行名稱',
  cardNo: '卡號',
  payPassword: '提現密碼',
  nameMismatch: '姓名須與註冊的真實姓名一致',
  bind: '綁定',
  bound: '銀行卡已綁定',
  cardEnding: '尾號 0123 的銀行卡',
  depositMenu: '充值',
  channel: '銀行轉帳',
  amount: '金額',
  reference: '備註編號（選填）',
  submitDeposit: '提交充值',
  depositDone: '充值已提交',
  instructions: '請轉帳至 SnapMall 有限公司，臺灣銀行，帳號 012-345-678901，並於附言填寫您的用戶名。',
  depositLogs: '充值紀錄',
  referenceShown: (r) => `備註編號：${r}`,
  pending: '待審核',
  success: '成功',
  rejected: '已駁回',
  withdrawMenu: '提現',
  rules: '提現規則',
  quote: ['手續費（1.00%）：3.00', '實際到帳 297.00'],
  withdraw: '提現',
  withdrawDone: '提現申請已提交',
  usedUp: '今日 1 次提現已用完，請明天再試。',
  usedToday: (n) => `已用 ${n} / 1 次`,
  heldOnMe: (amount) => `凍結 ${amount}`,
  withdrawLogs: '提現紀錄',
  reason: (r) => `原因：${r}`,
  rejectReason: '銀行帳戶名稱與卡片不符',
  capitalMenu: '資金管理',
  kind: '類型',
  kinds: { deposit: '充值', hold: '提現凍結', refund: '提現退回' },
  balanceAfter: (b) => `餘額 ${b}`,
  count: (n) => `共 ${n} 筆`,
  chart: '餘額走勢',
  empty: '暫無紀錄',
  csv: '下載 CSV',
  csvHeader: '"時間","類型","金額","變動後餘額","關聯","說明"',
  chartSummary: /^3 筆紀錄的餘額圖：.+ 為 1,000\.00，.+ 為 1,000\.00$/,
  clear: '清除篩選',
};

export const CARD = '6222021234567890123';
