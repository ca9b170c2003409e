import type { ApprovalView, BulkAnswer, Envelope, Requested } from '@snapmall/shared/contract';
import { operatorToken, type TestServer } from './helpers';

/**
 * Issue 26: the admin API asks a second operator for large moves. Suites that adjust balances, save channels or
 * grant roles to set up what they test go through here: the call is made as before, and a second owner (made once
 * per server, through the usual operator login) approves the request it answered.
 */
const seconds = new WeakMap<object, Promise<string>>();

/** A second owner's token on this server, for approving what the suite's first operator asked for. */
export function secondOperator(server: Pick<TestServer, 'db' | 'post'>): Promise<string> {
  let token = seconds.get(server);
  if (!token) {
    token = operatorToken(server as TestServer).then((o) => o.token);
    seconds.set(server, token);
  }
  return token;
}

type Post = Pick<TestServer, 'db' | 'post'>;
type Answer<T> = { status: number; body: Envelope<T> };

/** Approves request `id` as the second owner; answers the approval's envelope (its `result` is what the action answered). */
export async function approveAsSecond(server: Post, id: number): Promise<Answer<ApprovalView>> {
  return server.post<ApprovalView>('/api/admin/approval/approve', { id }, { token: await secondOperator(server) });
}

/**
 * Makes the call as `token`; if it was requested, approves it as the second owner and answers, in the call's own
 * envelope, what the action answered (so a suite asserts what it always did). A refusal is answered as it came.
 */
export async function requestApproved<T = unknown>(server: Post, url: string, body: Record<string, unknown>, token: string): Promise<Answer<T>> {
  const asked = await server.post<Requested | T>(url, body, { token });
  if (asked.body.code !== 1) return asked as Answer<T>;
  const requested = (asked.body.data as Partial<Requested>).requested;
  if (!requested) return asked as Answer<T>;
  const approved = await approveAsSecond(server, requested.id);
  if (approved.body.code !== 1) return approved as unknown as Answer<T>;
  const result = approved.body.data.result as T;
  // An operator save did part of its work when asked: its answer (a generated password) stays, with the roles granted.
  const data = typeof asked.body.data === 'object' && asked.body.data !== null ? { ...asked.body.data, ...(result as object) } : result;
  delete (data as Partial<Requested>).requested;
  return { status: approved.status, body: { ...approved.body, data: data as T } };
}

/** A bulk approval: each row that was requested is approved by the second owner; answers the rows as paid or refused. */
export async function bulkApproved(server: Post, url: string, body: Record<string, unknown>, token: string): Promise<Answer<BulkAnswer>> {
  const asked = await server.post<BulkAnswer>(url, body, { token });
  if (asked.body.code !== 1) return asked;
  const results = [];
  for (const row of asked.body.data.results) {
    if (row.done || row.requested === undefined) results.push(row);
    else {
      const approved = await approveAsSecond(server, row.requested);
      results.push(approved.body.code === 1 ? { id: row.id, done: true as const } : { id: row.id, done: false as const, msg: approved.body.msg });
    }
  }
  return { ...asked, body: { ...asked.body, data: { results } } };
}
