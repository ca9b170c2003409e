import { DEFAULT_SHOP_TIME_ZONE } from '@snapmall/shared/contract';
import { newSession } from '@snapmall/shared/mock';
import type { BankState, Channel } from './state';

/** The fixture customer the harness signs in as: the server's demo customer (server/src/seed/demo.ts). */
export const CUSTOMER = { account: 'demo', password: 'demo1234' };
export const PAY_PASSWORD = '123456';
const HOUR = 3600;
const DAY = 24 * HOUR;

/** The server seed's two deposit channels, and a closed one the customer never sees. */
const CHANNELS: Channel[] = [
  {
    id: 1, name_en: 'Bank transfer', name_zh: '銀行轉帳',
    instructions_en: 'Transfer to SnapMall Ltd, Bank of Taiwan, account 012-345-678901. Put your username in the transfer note.',
    instructions_zh: '請轉帳至 SnapMall 有限公司，臺灣銀行，帳號 012-345-678901，並於附言填寫您的用戶名。',
    min_cents: 10_000, max_cents: 10_000_000, enabled: true,
  },
  {
    id: 2, name_en: 'Convenience store payment', name_zh: '超商代碼繳費',
    instructions_en: 'Pay at any convenience store with code SNAP-2026 and keep the receipt number as your reference.',
    instructions_zh: '請至任一超商以代碼 SNAP-2026 繳費，並保留收據號碼作為備註。',
    min_cents: 10_000, max_cents: 2_000_000, enabled: true,
  },
  {
    id: 3, name_en: 'Old wallet', name_zh: '舊錢包', instructions_en: 'Closed.', instructions_zh: '已關閉。',
    min_cents: 10_000, max_cents: 100_000, enabled: false,
  },
];

export const CARD_NO = '6222020200112233';

/** A customer with nothing yet: a withdrawal password, no card, no records, no money. */
export function emptySeed(now: number): BankState {
  return {
    session: newSession(),
    user: { id: 1001, username: 'demo', nickname: 'Demo', realname: 'Demo Customer', mobile: '0912345678', paypassword: PAY_PASSWORD, jointime: now - 30 * DAY },
    level: { level: 1, name: 'VIP 1', withdraw_num: 1, fee_bp: 100, min_cents: 10_000, max_cents: 500_000 },
    points: 1000,
    card: null,
    channels: CHANNELS.map((c) => ({ ...c })),
    deposits: [],
    withdrawals: [],
    ledger: [],
    held_cents: 0,
    next_id: 1,
    requests: {},
  };
}

/**
 * The demo customer a few days in: a card, a deposit approved, one rejected and one pending, a withdrawal paid;
 * 800.00 on the account, nothing held, no withdrawal today.
 */
export function defaultSeed(now: number): BankState {
  const s = emptySeed(now);
  s.card = { name: 'Demo Customer', bank_name: 'Bank of Taiwan', card_no: CARD_NO, updatetime: now - 20 * DAY };
  s.deposits = [
    { id: 1, channel_id: 1, amount_cents: 100_000, reference: 'DEMO-0001', status: 1, reason: '', createtime: now - 3 * DAY, reviewtime: now - 3 * DAY + HOUR },
    { id: 2, channel_id: 2, amount_cents: 50_000, reference: 'R-88231', status: 2, reason: 'No payment found with this receipt number', createtime: now - 2 * DAY, reviewtime: now - 2 * DAY + 2 * HOUR },
    { id: 3, channel_id: 1, amount_cents: 20_000, reference: 'DEMO-0003', status: 0, reason: '', createtime: now - HOUR, reviewtime: 0 },
  ];
  s.withdrawals = [
    { id: 1, amount_cents: 20_000, fee_cents: 200, bank_name: 'Bank of Taiwan', card_no: CARD_NO, status: 1, reason: '', createtime: now - 2 * DAY, reviewtime: now - 2 * DAY + 3 * HOUR },
  ];
  s.ledger = [
    { id: 1, kind: 'deposit', cents: 100_000, ref_type: 'deposit', ref_id: 1, memo: '', createtime: now - 3 * DAY + HOUR },
    { id: 2, kind: 'withdraw_hold', cents: -20_000, ref_type: 'withdrawal', ref_id: 1, memo: '', createtime: now - 2 * DAY },
  ];
  s.next_id = 10;
  return s;
}

/** A withdrawal of 300.00 asked for 10 minutes ago: held, Pending Review, the day's one withdrawal used. */
export function inReviewSeed(now: number): BankState {
  const s = defaultSeed(now);
  s.withdrawals.push({ id: 2, amount_cents: 30_000, fee_cents: 300, bank_name: 'Bank of Taiwan', card_no: CARD_NO, status: 0, reason: '', createtime: now - 600, reviewtime: 0 });
  s.ledger.push({ id: 3, kind: 'withdraw_hold', cents: -30_000, ref_type: 'withdrawal', ref_id: 2, memo: '', createtime: now - 600 });
  s.held_cents = 30_000;
  return s;
}

/** The same withdrawal rejected by the operator with a reason, its amount back on the account. */
export function rejectedSeed(now: number): BankState {
  const s = defaultSeed(now);
  const reason = 'The card holder name does not match the account';
  s.withdrawals.push({ id: 2, amount_cents: 30_000, fee_cents: 300, bank_name: 'Bank of Taiwan', card_no: CARD_NO, status: 2, reason, createtime: now - 2 * HOUR, reviewtime: now - HOUR });
  s.ledger.push(
    { id: 3, kind: 'withdraw_hold', cents: -30_000, ref_type: 'withdrawal', ref_id: 2, memo: '', createtime: now - 2 * HOUR },
    { id: 4, kind: 'withdraw_refund', cents: 30_000, ref_type: 'withdrawal', ref_id: 2, memo: '', createtime: now - HOUR },
  );
  return s;
}

/** A unix time's day in the shop's time zone, YYYY-MM-DD: what "today" and the statement's days mean. */
export function shopDay(unix: number, timeZone = DEFAULT_SHOP_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(unix * 1000));
}
