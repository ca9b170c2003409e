import type { TSchema } from '@sinclair/typebox';
import { AdminRejectBody } from '@snapmall/shared/contract';
import { validationErrors } from '../http/validation';
import { createValidatorCompiler } from '../schema/validator';

const compile = createValidatorCompiler();

/**
 * The command line checks its input with the same contract schemas as the admin API: an operator's typo
 * ("1.999", "0x10", a missing field) is refused with the same messages, never guessed at.
 */
export function checked<T>(schema: TSchema, body: Record<string, unknown>): T {
  const validate = compile({ schema, method: 'POST', url: 'ops', httpPart: 'body' });
  if (!validate(body)) {
    const errors = validationErrors('en-us', (validate.errors ?? []) as Parameters<typeof validationErrors>[1]);
    throw new Error(Object.entries(errors).map(([field, messages]) => `${field}: ${messages.join('; ')}`).join('\n'));
  }
  return body as T;
}

/** `<id> <reason…>`: checked as the admin API's rejection body, then handed to `reject` with the reason trimmed. */
export function rejection<T>([id, ...reason]: string[], reject: (id: number, reason: string) => Promise<T>): Promise<T> {
  const body = checked<AdminRejectBody>(AdminRejectBody, { id: Number(id), reason: reason.join(' ') });
  return reject(Number(id), body.reason.trim());
}

/** An id or a page number: a positive whole number, or the command stops here. */
export const num = (value: string | undefined, name: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number`);
  return n;
};

export function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`missing ${name}`);
  return value;
}
