import { fromCents, RULES, toCents } from '@snapmall/shared';
import type { AdminVipLevel, VipSaveBody } from '@snapmall/shared/contract';
import type { Form } from '@snapmall/shared/kit';
import type { Checked } from '@snapmall/shared/admin';

/** The form's fields, as typed: money as decimal strings, rates in percent. */
export interface VipValues {
  level: string;
  name: string;
  price: string;
  task_rate: string;
  order_join_rate: string;
  task_num: string;
  task_everyday: string;
  withdraw_num: string;
  withdraw_rate: string;
  min_withdraw: string;
  max_withdraw: string;
  content: string;
}
export type VipField = keyof VipValues;

/** Every field in the order the form and the list show them, each with its label and what it means to a customer. */
export const VIP_FIELDS: ReadonlyArray<{ field: Exclude<VipField, 'content'>; kind: 'level' | 'text' | 'money' | 'percent' | 'count' }> = [
  { field: 'level', kind: 'level' },
  { field: 'name', kind: 'text' },
  { field: 'price', kind: 'money' },
  { field: 'order_join_rate', kind: 'percent' },
  { field: 'task_rate', kind: 'percent' },
  { field: 'task_num', kind: 'count' },
  { field: 'task_everyday', kind: 'count' },
  { field: 'withdraw_num', kind: 'count' },
  { field: 'withdraw_rate', kind: 'percent' },
  { field: 'min_withdraw', kind: 'money' },
  { field: 'max_withdraw', kind: 'money' },
];

/** The schema's and the server's limits (VipSaveBody, VipService.save): a withdrawal is 100.00 to 1,000,000.00. */
export const LIMITS = { name: 50, content: 2000, level: 1000, count: 1000, minWithdrawCents: 10_000n, maxWithdrawCents: 100_000_000n } as const;

export const NEW_VIP: VipValues = {
  level: '',
  name: '',
  price: '0.00',
  task_rate: '0.00',
  order_join_rate: '0.00',
  task_num: '0',
  task_everyday: '1',
  withdraw_num: '1',
  withdraw_rate: '0.00',
  min_withdraw: '100.00',
  max_withdraw: '1000000.00',
  content: '',
};

/** Basis points as the percent the form shows: 250 → "2.50" (the same digits as cents). */
const percentOf = (bp: number) => fromCents(BigInt(bp));

export const vipValues = (v: AdminVipLevel): VipValues => ({
  level: String(v.level),
  name: v.name,
  price: fromCents(BigInt(v.price_cents)),
  task_rate: percentOf(v.task_rate_bp),
  order_join_rate: percentOf(v.order_join_rate_bp),
  task_num: String(v.task_num),
  task_everyday: String(v.task_everyday),
  withdraw_num: String(v.withdraw_num),
  withdraw_rate: percentOf(v.withdraw_rate_bp),
  min_withdraw: fromCents(BigInt(v.min_withdraw_cents)),
  max_withdraw: fromCents(BigInt(v.max_withdraw_cents)),
  content: v.content,
});

const MONEY = new RegExp(RULES.cashAmountPattern);
const PERCENT = new RegExp(RULES.percentPattern);
const whole = (text: string, max: number) => /^\d{1,4}$/.test(text) && Number(text) <= max;

/**
 * A level checked as the server checks it: a level number, a name, money as amounts with at most two decimals,
 * rates in percent (the discount and the withdrawal fee at most 100%), counts of 0 to 1,000, and a withdrawal range
 * inside 100.00 to 1,000,000.00 with its minimum no larger than its maximum. The message ids, or the body.
 */
export function checkVip(v: VipValues): Checked<VipField, Form<VipSaveBody>> {
  const errors: Partial<Record<VipField, string>> = {};
  const trimmed: VipValues = { ...v };
  for (const field of Object.keys(v) as VipField[]) trimmed[field] = v[field].trim();
  if (!whole(trimmed.level, LIMITS.level) || Number(trimmed.level) < 1) errors.level = 'admin.shopping.vip.badLevel';
  if (!trimmed.name) errors.name = 'admin.shopping.form.required';
  else if (trimmed.name.length > LIMITS.name) errors.name = 'admin.shopping.form.tooLong50';
  for (const field of ['price', 'min_withdraw', 'max_withdraw'] as const) if (!MONEY.test(trimmed[field])) errors[field] = 'admin.shopping.form.badAmount';
  for (const field of ['task_rate', 'order_join_rate', 'withdraw_rate'] as const) if (!PERCENT.test(trimmed[field])) errors[field] = 'admin.shopping.vip.badPercent';
  for (const field of ['order_join_rate', 'withdraw_rate'] as const) if (!errors[field] && toCents(trimmed[field])! > 10_000n) errors[field] = 'admin.shopping.vip.percentMax';
  for (const field of ['task_num', 'task_everyday', 'withdraw_num'] as const) if (!whole(trimmed[field], LIMITS.count)) errors[field] = 'admin.shopping.vip.badCount';
  if (!errors.min_withdraw && toCents(trimmed.min_withdraw)! < LIMITS.minWithdrawCents) errors.min_withdraw = 'admin.shopping.vip.minWithdrawFloor';
  if (!errors.max_withdraw && toCents(trimmed.max_withdraw)! > LIMITS.maxWithdrawCents) errors.max_withdraw = 'admin.shopping.vip.maxWithdrawCeiling';
  if (!errors.min_withdraw && !errors.max_withdraw && toCents(trimmed.min_withdraw)! > toCents(trimmed.max_withdraw)!) errors.max_withdraw = 'admin.shopping.vip.minAboveMax';
  if (trimmed.content.length > LIMITS.content) errors.content = 'admin.shopping.form.tooLong2000';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      level: Number(trimmed.level),
      name: trimmed.name,
      price: trimmed.price,
      task_rate: trimmed.task_rate,
      order_join_rate: trimmed.order_join_rate,
      task_num: Number(trimmed.task_num),
      task_everyday: Number(trimmed.task_everyday),
      withdraw_num: Number(trimmed.withdraw_num),
      withdraw_rate: trimmed.withdraw_rate,
      min_withdraw: trimmed.min_withdraw,
      max_withdraw: trimmed.max_withdraw,
      content: trimmed.content,
    },
  };
}

/**
 * The title of a level's page: its name alone when the name already says the level ("VIP 1", "vip1 Bronze"), else
 * the level and the name ("VIP 2 Gold"), so a level named after its number does not read "VIP 1 VIP 1".
 */
export function vipTitle(level: { level: number; name: string }): { id: string; values: Record<string, string | number> } {
  const name = level.name.trim();
  const saysLevel = new RegExp(`^vip\\s*${level.level}(?!\\d)`, 'i').test(name);
  if (!name) return { id: 'admin.shopping.vip.levelTitle', values: { level: level.level } };
  return saysLevel ? { id: 'admin.shopping.vip.nameTitle', values: { name } } : { id: 'admin.shopping.vip.editTitle', values: { level: level.level, name } };
}
