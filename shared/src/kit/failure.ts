import type { ApiError } from '../api/baseQuery';
import type { Notice } from '../ui/uiSlice';

/**
 * The money-safety rule: a call that got no answer (time-out, network, a 5xx) has an unknown outcome, so the form
 * keeps its request id and sending it again is the safe retry (the server answers the first result and moves
 * nothing twice). An answer (a refusal, invalid input, 403) is final: the action did not happen.
 */
export function isUnknownOutcome(error: unknown): boolean {
  const e = (error ?? {}) as Partial<ApiError>;
  return e.kind === 'timeout' || e.kind === 'network' || (e.kind === 'http' && (e.status ?? 0) >= 500);
}

/** What to tell the user about a failed call, and whether its outcome is unknown. */
export interface Failure {
  /** Null when the form already shows every field error of a 422 beside its field. */
  notice: Notice | null;
  unknownOutcome: boolean;
}

/**
 * Describes a failed money-moving call: `noAnswer` (a message id in the remote's words: what to do when nobody
 * knows whether it went through) when the outcome is unknown, else the server's own words, else the status.
 * `formFields` are the fields the form shows errors beside.
 */
export function describeFailure(error: unknown, noAnswer: string, formFields: readonly string[] = []): Failure {
  const e = (error ?? {}) as Partial<ApiError>;
  const unknownOutcome = isUnknownOutcome(error);
  if (unknownOutcome) return { notice: { id: noAnswer }, unknownOutcome };
  const fields = Object.keys(e.errors ?? {});
  if (fields.length > 0 && fields.every((f) => formFields.includes(f))) return { notice: null, unknownOutcome };
  if (e.message) return { notice: { text: e.message }, unknownOutcome };
  return { notice: { id: 'request.failed', values: { status: e.status ?? 0 } }, unknownOutcome };
}

/** Where a money form shows a failed submit. */
export interface FailureTarget {
  showFieldErrors: (errors: Record<string, string | undefined>) => void;
  showNotice: (notice: Notice | null) => void;
  /** Starts a new request id: only when the server answered, so a retry after no answer cannot pay twice. */
  renew: () => void;
}

/**
 * Shows a failed submit on its form: the first error of each field beside it, the notice, and a new request id
 * only if the outcome is known.
 */
export function showFailure(error: unknown, noAnswer: string, formFields: readonly string[], form: FailureTarget): void {
  const { notice, unknownOutcome } = describeFailure(error, noAnswer, formFields);
  const fields = (error as { errors?: Record<string, string[]> }).errors;
  if (fields) form.showFieldErrors(Object.fromEntries(Object.entries(fields).map(([f, list]) => [f, list[0]])));
  form.showNotice(notice);
  if (!unknownOutcome) form.renew();
}
