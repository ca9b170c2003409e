/**
 * What a refused step says: the server's words (its refusals carry `message`), or the console's own message id when
 * the browser refused (a passkey prompt closed, no connection).
 */
export function messageOf(error: unknown, fallback: string): string {
  const message = (error as { message?: unknown } | undefined)?.message;
  const kind = (error as { kind?: unknown } | undefined)?.kind;
  return kind === 'refused' && typeof message === 'string' && message ? message : fallback;
}
