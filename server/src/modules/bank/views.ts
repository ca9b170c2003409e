import type { AdminChannel, BankCard, Deposit, DepositChannel, Language, Withdrawal } from '@snapmall/shared/contract';
import { formatCents, maskCardNo } from '../../money';
import type { CardRow, ChannelFields, ChannelRow, DepositRow, WithdrawalRow } from './repository';

/** Rows as the customer's answers show them: money as decimal strings, card numbers masked, texts in their language. */
const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : 0);
const zh = (lang: Language) => lang === 'zh-tw';

export const toCard = (c: CardRow): BankCard => ({
  name: c.name,
  bank_name: c.bank_name,
  card_no: maskCardNo(c.card_no),
  last4: c.card_no.slice(-4),
  updatetime: unix(c.updatetime),
});

export const toChannel = (c: ChannelRow, lang: Language): DepositChannel => ({
  id: c.id,
  name: zh(lang) ? c.name_zh : c.name_en,
  instructions: zh(lang) ? c.instructions_zh : c.instructions_en,
  min_amount: formatCents(c.min_cents),
  max_amount: formatCents(c.max_cents),
});

export const toDeposit = (d: DepositRow, lang: Language): Deposit => ({
  id: d.id,
  channel_id: d.channel_id,
  channel_name: zh(lang) ? d.channel_name_zh : d.channel_name_en,
  amount: formatCents(d.amount_cents),
  reference: d.reference,
  status: d.status,
  reason: d.reason,
  createtime: unix(d.createtime),
  reviewtime: unix(d.reviewtime),
});

export const toWithdrawal = (w: WithdrawalRow): Withdrawal => ({
  id: w.id,
  amount: formatCents(w.amount_cents),
  fee: formatCents(w.fee_cents),
  receive: formatCents(w.amount_cents - w.fee_cents),
  bank_name: w.bank_name,
  card_no: maskCardNo(w.card_no),
  status: w.status,
  reason: w.reason,
  createtime: unix(w.createtime),
  reviewtime: unix(w.reviewtime),
});

/**
 * What the operator sees: whose request it is (the account module's username) and the card masked as the customer
 * sees it; the whole number only through CardReveal, which audits the read.
 */
export const toAdminWithdrawal = (w: WithdrawalRow, username: string) => ({
  ...toWithdrawal(w),
  card_name: w.card_name,
  user_id: w.user_id,
  username,
  reviewer: w.reviewer,
});

export const toAdminDeposit = (d: DepositRow, username: string) => ({ ...toDeposit(d, 'en-us'), user_id: d.user_id, username, reviewer: d.reviewer });

/** A channel's fields as the operator's console names them (AdminChannel without its id): money as decimal strings. */
export const toAdminChannelFields = (c: ChannelFields): Omit<AdminChannel, 'id'> => ({
  name_en: c.name_en,
  name_zh: c.name_zh,
  instructions_en: c.instructions_en,
  instructions_zh: c.instructions_zh,
  min_amount: formatCents(c.min_cents),
  max_amount: formatCents(c.max_cents),
  enabled: c.enabled ? 1 : 0,
  sort: c.sort,
});
