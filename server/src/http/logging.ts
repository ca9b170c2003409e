import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Where and how much the server logs; a stream lets tests read what would have been written. */
export interface LogSettings {
  level: string;
  stream?: { write(line: string): void };
}

/** The database error fields that say what went wrong without the row, the query or its parameters. */
const SAFE_ERROR_FIELDS = ['code', 'constraint', 'table', 'column', 'routine', 'statusCode'] as const;

/**
 * What a log line may hold of a request: method, path and address. Never the query string (it may carry a
 * token or language), headers (the token), or the body (passwords).
 */
export function safeRequest(request: FastifyRequest) {
  return { method: request.method, path: pathOf(request.url), remoteAddress: request.ip };
}

export const safeReply = (reply: { statusCode: number }) => ({ statusCode: reply.statusCode });

/**
 * An error as it may be logged. A database error's `detail` ("Failing row contains (…)"), `where`, query and
 * parameters can hold password hashes and personal data, so only named, harmless fields are kept.
 */
export function safeError(error: Error) {
  // The stack repeats the message: only its frames are kept, so the message's cap holds.
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at ')).join('\n');
  const out = { type: error.name, message: error.message.slice(0, 300), stack: frames } as {
    [field: string]: unknown;
    type: string;
    message: string;
    stack: string;
  };
  for (const field of SAFE_ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (value !== undefined) out[field] = value;
  }
  return out;
}

export const pathOf = (url: string) => url.split('?')[0] ?? url;

/** Fastify's logger options with the serializers above; false turns logging off (tests). */
export function loggerOptions(settings: LogSettings | false): FastifyServerOptions['logger'] {
  if (!settings) return false;
  return {
    level: settings.level,
    ...(settings.stream ? { stream: settings.stream } : {}),
    serializers: { req: safeRequest, res: safeReply, err: safeError },
  };
}
