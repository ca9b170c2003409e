import { OperatorService } from 'server/src/modules/operators/service';
import type { Database } from 'server/src/db/database';
import { apiPost } from './api';
import { operatorLogin } from './operator-login';

/**
 * Issue 26: the admin API asks a second operator for large moves (an adjustment, a withdrawal above the threshold,
 * a channel change, a grant of owner or finance). Suites that set up with them make the call as before and approve
 * what it requested as a second owner, made once per shop as the command line makes operators (alone), logged in
 * through the usual operator login (with its second factor).
 */
const seconds = new WeakMap<object, Promise<string>>();

function secondOwner(shop: { url: string; db: Database }): Promise<string> {
  let token = seconds.get(shop);
  if (!token) {
    const login = { username: 'qa-second-owner', password: 'operator123' };
    token = new OperatorService(shop.db)
      .setPassword('cli:test', login.username, login.password)
      .then(() => operatorLogin(shop.url, login))
      .then((answer) => answer.token);
    seconds.set(shop, token);
  }
  return token;
}

/**
 * Makes the call as `token`; if it answered a request, approves it as the second owner. Answers the call's own answer
 * with what the approved action answered over it (a new operator's generated password stays).
 */
export async function approvedBySecond<T>(shop: { url: string; db: Database }, route: string, body: object, token: string): Promise<T> {
  const asked = await apiPost<T & { requested?: { id: number } }>(shop.url, route, body, token);
  if (!asked || typeof asked !== 'object' || !asked.requested) return asked;
  const approved = await apiPost<{ result: object }>(shop.url, '/api/admin/approval/approve', { id: asked.requested.id }, await secondOwner(shop));
  const { requested: _requested, ...rest } = asked;
  return { ...rest, ...approved.result } as T;
}
