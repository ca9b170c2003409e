import type { BankCard, Deposit, Language, MoneyLogEntry, TransferKind, TransferRef, UserInfo, Withdrawal } from '@snapmall/shared/contract';
import { formatCents, maskCardNo, type MockSession } from '@snapmall/shared/mock';

/** The bank's data in the mock, kept as the server's tables keep it: cents, full card numbers, both languages. */
export interface Channel {
  id: number;
  name_en: string;
  name_zh: string;
  instructions_en: string;
  instructions_zh: string;
  min_cents: number;
  max_cents: number;
  enabled: boolean;
}

export interface DepositRow {
  id: number;
  channel_id: number;
  amount_cents: number;
  reference: string;
  status: 0 | 1 | 2;
  reason: string;
  createtime: number;
  reviewtime: number;
}

export interface WithdrawalRow {
  id: number;
  amount_cents: number;
  fee_cents: number;
  bank_name: string;
  card_no: string;
  status: 0 | 1 | 2;
  reason: string;
  createtime: number;
  reviewtime: number;
}

/** A transfer on the customer's cash account: signed cents; the balance after it is the sum up to it. */
export interface LedgerLine {
  id: number;
  kind: TransferKind;
  cents: number;
  ref_type: TransferRef;
  ref_id: number;
  memo: string;
  createtime: number;
}

/** The VIP level's withdrawal rules (server seed's VIP 1: one a day, 1.00 % fee, 100 to 5,000). */
export interface Level {
  level: number;
  name: string;
  withdraw_num: number;
  fee_bp: number;
  min_cents: number;
  max_cents: number;
}

export interface BankState {
  session: MockSession;
  user: { id: number; username: string; nickname: string; realname: string; mobile: string; paypassword: string | null; jointime: number };
  level: Level;
  points: number;
  card: { name: string; bank_name: string; card_no: string; updatetime: number } | null;
  channels: Channel[];
  deposits: DepositRow[];
  withdrawals: WithdrawalRow[];
  ledger: LedgerLine[];
  held_cents: number;
  next_id: number;
  /** Answers kept by request_id (the server's ledger.once): the same id again answers the same record. */
  requests: Record<string, { endpoint: string; body: string; id: number }>;
}

export const balanceOf = (s: BankState) => s.ledger.reduce((sum, line) => sum + line.cents, 0);
export const nextId = (s: BankState) => s.next_id++;

export const toCard = (c: NonNullable<BankState['card']>): BankCard => ({
  name: c.name,
  bank_name: c.bank_name,
  card_no: maskCardNo(c.card_no),
  last4: c.card_no.slice(-4),
  updatetime: c.updatetime,
});

export const toDeposit = (s: BankState, d: DepositRow, lang: Language): Deposit => {
  const channel = s.channels.find((c) => c.id === d.channel_id)!;
  return {
    id: d.id,
    channel_id: d.channel_id,
    channel_name: lang === 'zh-tw' ? channel.name_zh : channel.name_en,
    amount: formatCents(d.amount_cents),
    reference: d.reference,
    status: d.status,
    reason: d.reason,
    createtime: d.createtime,
    reviewtime: d.reviewtime,
  };
};

export const toWithdrawal = (w: WithdrawalRow): Withdrawal => ({
  id: w.id,
  amount: formatCents(w.amount_cents),
  fee: formatCents(w.fee_cents),
  receive: formatCents(w.amount_cents - w.fee_cents),
  bank_name: w.bank_name,
  card_no: maskCardNo(w.card_no),
  status: w.status,
  reason: w.reason,
  createtime: w.createtime,
  reviewtime: w.reviewtime,
});

/** The statement newest first, each line with the balance right after it. */
export function statementOf(s: BankState): MoneyLogEntry[] {
  let balance = 0;
  const lines = [...s.ledger].sort((a, b) => a.id - b.id).map((l) => {
    balance += l.cents;
    const amount = l.cents > 0 ? `+${formatCents(l.cents)}` : formatCents(l.cents);
    // As the server reads it: a withdrawal's hold says paid once the withdrawal is paid out.
    const paid = l.kind === 'withdraw_hold' && s.withdrawals.some((w) => w.id === l.ref_id && w.status === 1);
    return { id: l.id, kind: paid ? 'withdraw_paid' : l.kind, amount, balance: formatCents(balance), ref_type: l.ref_type, ref_id: l.ref_id, memo: l.memo, createtime: l.createtime };
  });
  return lines.reverse();
}

/** The user info of the account module (server/src/modules/account/userinfo.ts) for this state. */
export function userInfoOf(s: BankState, token: string, expiretime: number, now: number): UserInfo {
  const u = s.user;
  const l = s.level;
  return {
    id: u.id, user_id: u.id, username: u.username, nickname: u.nickname, realname: u.realname, mobile: u.mobile,
    avatar: '', email: '', gender: 0, birthday: '', bio: '',
    score: s.points, money: formatCents(balanceOf(s)), held_money: formatCents(s.held_cents),
    level: l.level, group_id: 0, pid: 0, is_paypassword: u.paypassword ? 1 : 0, status: 'normal',
    verification: { email: 0, mobile: 0 }, invite_code: 'DEMOSHOP', successions: 1, maxsuccessions: 1,
    prevtime: now, logintime: now, loginip: '127.0.0.1', loginfailure: 0, loginfailuretime: 0, joinip: '127.0.0.1',
    jointime: u.jointime, createtime: u.jointime, updatetime: u.jointime, now_order_money: '0.00', return_money: '0.00',
    token, expiretime, expires_in: Math.max(0, expiretime - now),
    vip: {
      id: l.level, name: l.name, price: '0.00', task_rate: '0.50', order_join_rate: '0.00', level: l.level, task_num: 3,
      task_everyday: 1, withdraw_num: l.withdraw_num, withdraw_rate: formatCents(l.fee_bp), min_withdraw: formatCents(l.min_cents),
      max_withdraw: formatCents(l.max_cents), content: 'Entry level: 3 snap buys a day, 0.50% rebate', image: '', logo: '',
    },
  };
}
