import type { Envelope } from '@snapmall/shared/contract';

export function envelope<T>(code: number, msg: string, data: T, errors?: Record<string, string[]>): Envelope<T> {
  return { code, msg, time: Math.floor(Date.now() / 1000), data, ...(errors ? { errors } : {}) };
}
