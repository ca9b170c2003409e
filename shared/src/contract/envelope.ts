/**
 * The answer envelope every /api call uses (ARCHITECTURE.md): code 1 success, code 0 a business refusal the
 * user can act on (HTTP 200), 401 / 403 / 422 with the same shape and their HTTP status.
 */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  time: number;
  data: T;
  /** Present on HTTP 422: field name → messages, in the request's language. */
  errors?: Record<string, string[]>;
}

export const LANGUAGES = ['en-us', 'zh-tw'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-us';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
