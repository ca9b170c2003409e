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
