/**
 * Domain errors carry a kind and a message key; the one error handler maps kinds to HTTP and the envelope,
 * in the request's language.
 */
export type ErrorKind = 'refused' | 'unauthorized' | 'forbidden' | 'invalid' | 'not_found' | 'too_many';

/** Message values; a Date is shown as the time of day in the client's time zone (the `minute` header). */
export type MessageVars = Record<string, string | number | Date>;

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly key: string,
    readonly vars: MessageVars = {},
    /** For 'invalid': field → message keys. */
    readonly fields: Record<string, string> = {},
  ) {
    super(key);
    this.name = 'DomainError';
  }
}

/** A business refusal the user can act on: HTTP 200, code 0. */
export const refuse = (key: string, vars?: MessageVars) => new DomainError('refused', key, vars);
export const unauthorized = () => new DomainError('unauthorized', 'auth.required');
/** Invalid input on named fields: HTTP 422 with an errors object. */
export const invalid = (fields: Record<string, string>) => new DomainError('invalid', 'validation.invalid', {}, fields);

export const HTTP_STATUS: Record<ErrorKind, number> = {
  refused: 200,
  unauthorized: 401,
  forbidden: 403,
  invalid: 422,
  not_found: 404,
  too_many: 429,
};
