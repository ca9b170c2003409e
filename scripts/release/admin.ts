/**
 * The admin API as `npm run release` uses it: every call is a POST whose answer is the shop's envelope
 * ({ code, msg, data }); code 1 is success, anything else (a gate refusal is code 0) becomes an Refused error
 * carrying the server's own message, so the tool prints what the server said rather than guessing.
 */
export class Refused extends Error {
  constructor(
    readonly route: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'Refused';
  }
}

export interface AdminClient {
  baseUrl: string;
  call<T>(route: string, body: object): Promise<T>;
}

async function post<T>(baseUrl: string, route: string, body: object, token?: string): Promise<T> {
  let answer: Response;
  try {
    answer = await fetch(`${baseUrl}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en-us', ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new Refused(route, 0, `cannot reach ${baseUrl}: ${(error as Error).message}`);
  }
  const json = (await answer.json().catch(() => undefined)) as { code?: number; msg?: string; data?: T } | undefined;
  if (!json || json.code !== 1) throw new Refused(route, answer.status, json?.msg ?? `HTTP ${answer.status}`);
  return json.data as T;
}

/** The server's first operator when OPERATOR_USERNAME names none (server/src/config.ts, operatorUsername). */
export const DEFAULT_OPERATOR = 'admin';

/**
 * A deploy token (SNAPMALL_DEPLOY_TOKEN) is used as it is; otherwise an operator signs in with OPERATOR_USERNAME
 * (the server's default operator, admin, when unset) and OPERATOR_PASSWORD, and the session token stands in for it.
 */
export async function connect(baseUrl: string, env: NodeJS.ProcessEnv = process.env): Promise<AdminClient> {
  let token = env.SNAPMALL_DEPLOY_TOKEN;
  if (!token) {
    const username = env.OPERATOR_USERNAME || DEFAULT_OPERATOR;
    const password = env.OPERATOR_PASSWORD;
    if (!password) throw new Refused('/api/admin/login', 0, `set SNAPMALL_DEPLOY_TOKEN, or OPERATOR_PASSWORD (for the operator ${username}; OPERATOR_USERNAME names another)`);
    token = (await post<{ token: string }>(baseUrl, '/api/admin/login', { username, password })).token;
  }
  const held = token;
  return { baseUrl, call: (route, body) => post(baseUrl, route, body, held) };
}
