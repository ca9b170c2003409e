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
