import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@snapmall/shared/contract';

/** SPEC.md §7 sends lang in the query string, the body and a header; the first valid one wins. */
export function langOf(request: FastifyRequest): Language {
  const candidates = [
    (request.query as Record<string, unknown> | undefined)?.lang,
    (request.body as Record<string, unknown> | undefined)?.lang,
    request.headers.lang,
  ];
  return candidates.find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/** The token travels in the header and the body (SPEC.md §7). */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  if (typeof header === 'string' && header) return header;
  const body = (request.body as Record<string, unknown> | undefined)?.token;
  return typeof body === 'string' && body ? body : undefined;
}

/**
 * The client's time-zone offset in minutes (SPEC.md §7's `minute` header, as Date#getTimezoneOffset gives it:
 * UTC minus local time); 0 when absent or not a real offset.
 */
export function clientOffsetMinutes(request: FastifyRequest): number {
  const value = Number(request.headers.minute);
  return Number.isInteger(value) && Math.abs(value) <= 14 * 60 ? value : 0;
}

/** A moment as HH:MM in the client's local time, for messages such as "locked until 21:45". */
export function clientClock(request: FastifyRequest, at: Date): string {
  const local = new Date(at.getTime() - clientOffsetMinutes(request) * 60_000);
  return local.toISOString().slice(11, 16);
}
