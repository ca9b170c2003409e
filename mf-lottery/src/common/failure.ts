import type { ApiError, Notice } from '@snapmall/shared';

/**
 * What to tell the customer about a failed call, and whether its outcome is unknown. An answer from the server (a
 * refusal such as "betting on this period has closed", invalid input, 403) is final: no points moved. No answer
 * (time-out, network, a 5xx) leaves it unknown: sending the same request id again is the safe retry.
 */
export function describeFailure(error: unknown): { notice: Notice; unknownOutcome: boolean } {
  const e = (error ?? {}) as Partial<ApiError>;
  const unknownOutcome = e.kind === 'timeout' || e.kind === 'network' || (e.kind === 'http' && (e.status ?? 0) >= 500);
  if (unknownOutcome) return { notice: { id: 'lottery.error.noAnswer' }, unknownOutcome };
  if (e.message) return { notice: { text: e.message }, unknownOutcome };
  return { notice: { id: 'request.failed', values: { status: e.status ?? 0 } }, unknownOutcome };
}
