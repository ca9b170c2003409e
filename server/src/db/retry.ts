/**
 * PostgreSQL's "deadlock detected" and "could not serialize access": the transaction was rolled back as a whole
 * and nothing of it stayed, so running it again from the start is safe and is what the server should do.
 */
export const RETRYABLE_CODES = new Set(['40P01', '40001']);
/** Attempts of one transaction (the first and the retries): a deadlock met four times in a row is not bad luck. */
export const TX_ATTEMPTS = 4;

export const isRetryable = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && RETRYABLE_CODES.has((error as { code?: string }).code ?? '');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs attempt until it succeeds, throws an error that is not retryable, or has failed TX_ATTEMPTS times. Between
 * attempts it waits a little, more each time and with jitter, so the two transactions that deadlocked do not meet
 * again in the same step.
 */
export async function withRetry<T>(attempt: () => Promise<T>, options: { attempts?: number; wait?: (ms: number) => Promise<unknown> } = {}): Promise<T> {
  const attempts = options.attempts ?? TX_ATTEMPTS;
  const wait = options.wait ?? sleep;
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (!isRetryable(error) || n >= attempts) throw error;
      await wait(Math.round(n * 5 + Math.random() * 20 * n));
    }
  }
}
