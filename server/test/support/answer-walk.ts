import { Value } from '@sinclair/typebox/value';
import type { TSchema } from '@sinclair/typebox';
import { ANSWERS, EnvelopeOf, InvalidEnvelope, RefusalEnvelope, type Envelope } from '@snapmall/shared/contract';
import type { TestServer } from '../helpers';

/** The schema a real answer must match: its route's success, the 422 shape, or the refusal shape. */
function schemaOf(url: string, status: number, code: number): TSchema {
  if (status === 200 && code === 1) return EnvelopeOf((ANSWERS as Record<string, TSchema>)[url]!);
  return status === 422 ? InvalidEnvelope : RefusalEnvelope;
}

/**
 * Calls routes as the client does and holds each real answer to its schema (TypeBox Value.Check), remembering
 * which routes answered a success and which refusal shapes each gave, so the test can say what it never reached.
 */
export function answerWalk(server: TestServer) {
  const succeeded = new Set<string>();
  const refusals = new Map<string, Set<number>>();
  const problems: string[] = [];

  async function call<T = unknown>(url: string, body: Record<string, unknown>, token?: string, lang = 'en-us'): Promise<Envelope<T>> {
    const res = await server.post<T>(url, body, { lang, ...(token ? { token } : {}) });
    const schema = schemaOf(url, res.status, res.body.code);
    if (!Value.Check(schema, res.body)) {
      const why = [...Value.Errors(schema, res.body)].slice(0, 3).map((e) => `${e.path} ${e.message}`);
      problems.push(`${url} HTTP ${res.status}: ${why.join('; ')}`);
    }
    if (res.status === 200 && res.body.code === 1) succeeded.add(url);
    else refusals.set(url, (refusals.get(url) ?? new Set()).add(res.status === 200 ? res.body.code : res.status));
    return res.body;
  }

  /** A call that must succeed: its data, or the test stops saying why. */
  async function ok<T = unknown>(url: string, body: Record<string, unknown>, token?: string): Promise<T> {
    const answer = await call<T>(url, body, token);
    if (answer.code !== 1) throw new Error(`${url} refused: ${answer.code} ${answer.msg}`);
    return answer.data;
  }

  /** A call that must be refused with this code (0) or HTTP status. */
  async function refused(url: string, body: Record<string, unknown>, token: string | undefined, expected: number) {
    const answer = await call(url, body, token);
    if (answer.code !== expected) problems.push(`${url}: expected a refusal ${expected}, got ${answer.code} ${answer.msg}`);
  }

  return { call, ok, refused, succeeded, refusals, problems };
}
export type AnswerWalk = ReturnType<typeof answerWalk>;
