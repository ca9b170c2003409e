import type { ApiError, Notice } from '@snapmall/shared';

/**
 * What to tell the user about a failed call, and whether its outcome is unknown. An answer from the server (a
 * refusal, invalid input, 403) is final: the action did not happen. No answer (time-out, network, a 5xx) leaves
 * it unknown: sending the same request id again is the safe retry, so the form keeps its id.
 * The notice is null when the form already shows every field error of a 422 beside its field.
 */
export function describeFailure(error: unknown, formFields: readonly string[] = []): { notice: Notice | null; unknownOutcome: boolean } {
  const e = (error ?? {}) as Partial<ApiError>;
  const unknownOutcome = e.kind === 'timeout' || e.kind === 'network' || (e.kind === 'http' && (e.status ?? 0) >= 500);
  if (unknownOutcome) return { notice: { id: 'bank.error.noAnswer' }, unknownOutcome };
  const fields = Object.keys(e.errors ?? {});
  if (fields.length > 0 && fields.every((f) => formFields.includes(f))) return { notice: null, unknownOutcome };
  if (e.message) return { notice: { text: e.message }, unknownOutcome };
  return { notice: { id: 'request.failed', values: { status: e.status ?? 0 } }, unknownOutcome };
}

/** Where a money form shows a failed submit. */
interface FailureTarget {
  showFieldErrors: (errors: Record<string, string | undefined>) => void;
  showNotice: (notice: Notice | null) => void;
  /** Starts a new request id: only when the server answered, so a retry after no answer cannot pay twice. */
  renew: () => void;
}

/** Shows a failed submit on its form: the first error of each field beside it, the notice, and a new request id if the outcome is known. */
export function showFailure(error: unknown, formFields: readonly string[], form: FailureTarget): void {
  const { notice, unknownOutcome } = describeFailure(error, formFields);
  const fields = (error as { errors?: Record<string, string[]> }).errors;
  if (fields) form.showFieldErrors(Object.fromEntries(Object.entries(fields).map(([f, list]) => [f, list[0]])));
  form.showNotice(notice);
  if (!unknownOutcome) form.renew();
}
