import { saveBody } from '@snapmall/shared/admin';
import { RULES, toCents } from '@snapmall/shared';
import type { ChannelSaveBody } from '@snapmall/shared/contract';
import type { Form } from '@snapmall/shared/kit';
import type { AdminChannel } from './api';

/** The form's fields, as typed. */
export interface ChannelValues {
  name_en: string;
  name_zh: string;
  instructions_en: string;
  instructions_zh: string;
  min_amount: string;
  max_amount: string;
  sort: string;
  enabled: boolean;
}
export type ChannelField = keyof ChannelValues;
export type ChannelErrors = Partial<Record<ChannelField, string>>;

/** The schema's limits (ChannelSaveBody): names 50 characters, instructions 1,000, sort 0 to 10,000. */
export const LIMITS = { name: 50, instructions: 1000, sortMax: 10_000 } as const;

export const NEW_CHANNEL: ChannelValues = {
  name_en: '',
  name_zh: '',
  instructions_en: '',
  instructions_zh: '',
  min_amount: '',
  max_amount: '',
  sort: '0',
  enabled: true,
};

export const valuesOf = (c: AdminChannel): ChannelValues => ({
  name_en: c.name_en,
  name_zh: c.name_zh,
  instructions_en: c.instructions_en,
  instructions_zh: c.instructions_zh,
  min_amount: c.min_amount,
  max_amount: c.max_amount,
  sort: String(c.sort),
  enabled: c.enabled === 1,
});

const AMOUNT = new RegExp(RULES.cashAmountPattern);

/**
 * The channel form checked as the server checks it (ChannelSaveBody, ReviewService.saveChannel): each language's
 * name and instructions, a positive minimum no larger than the maximum, a whole sort number. Answers the message
 * ids of what is wrong by field, or the body to send.
 */
export function checkChannel(v: ChannelValues, id?: number): { errors: ChannelErrors } | { body: Form<ChannelSaveBody> } {
  const errors: ChannelErrors = {};
  const text = (field: 'name_en' | 'name_zh' | 'instructions_en' | 'instructions_zh', max: number) => {
    const value = v[field].trim();
    if (!value) errors[field] = 'admin.bank.channels.required';
    else if (value.length > max) errors[field] = 'admin.bank.channels.tooLong';
  };
  text('name_en', LIMITS.name);
  text('name_zh', LIMITS.name);
  text('instructions_en', LIMITS.instructions);
  text('instructions_zh', LIMITS.instructions);
  const min = v.min_amount.trim();
  const max = v.max_amount.trim();
  for (const [field, value] of [['min_amount', min], ['max_amount', max]] as const) {
    if (!value) errors[field] = 'admin.bank.channels.required';
    else if (!AMOUNT.test(value)) errors[field] = 'admin.bank.channels.badAmount';
  }
  if (!errors.min_amount && toCents(min)! <= 0n) errors.min_amount = 'admin.bank.channels.positive';
  if (!errors.min_amount && !errors.max_amount && toCents(min)! > toCents(max)!) errors.max_amount = 'admin.bank.channels.range';
  const sort = v.sort.trim();
  const sortNumber = Number(sort);
  if (sort !== '' && (!/^\d{1,5}$/.test(sort) || sortNumber > LIMITS.sortMax)) errors.sort = 'admin.bank.channels.badSort';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      ...saveBody(v, id, ['name_en', 'name_zh', 'instructions_en', 'instructions_zh']),
      min_amount: min,
      max_amount: max,
      sort: sort === '' ? 0 : sortNumber,
    },
  };
}
