/**
 * Errors of the domain: a kind (what went wrong, in the domain's words) and a message key with its values. The
 * services throw them; the HTTP layer's one error handler (http/error-handler.ts) maps each kind to a status and
 * the envelope, in the request's language. Nothing here knows about HTTP.
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

/** A business refusal the user can act on (answered as code 0). */
export const refuse = (key: string, vars?: MessageVars) => new DomainError('refused', key, vars);
/** No valid customer session. */
export const unauthorized = (key = 'auth.required') => new DomainError('unauthorized', key);
/** A valid session that may not do this (an operator outside its roles). */
export const forbidden = (key: string) => new DomainError('forbidden', key);
/** Invalid input on named fields (answered with an errors object). */
export const invalid = (fields: Record<string, string>) => new DomainError('invalid', 'validation.invalid', {}, fields);
/** The thing asked for does not exist (or is not the caller's). */
export const notFound = (key = 'http.notFound') => new DomainError('not_found', key);
