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

/** What /api/admin/login answers: a session, or (issue 26) a ticket for the second factor. */
type LoginAnswer = { token: string } | { ticket: string; step: 'verify' | 'enrol'; methods: string[] };

/**
 * A deploy token (SNAPMALL_DEPLOY_TOKEN) is used as it is; otherwise an operator signs in with OPERATOR_USERNAME
 * (the server's default operator, admin, when unset) and OPERATOR_PASSWORD, and the session token stands in for it.
 * An operator who needs a second factor (owners and finance, issue 26) also gives OPERATOR_CODE: the code their
 * authenticator app shows now, or one of their recovery codes. A passkey cannot be used from a command line: a team's
 * deploy token is the way for scripts.
 */
export async function connect(baseUrl: string, env: NodeJS.ProcessEnv = process.env): Promise<AdminClient> {
  let token = env.SNAPMALL_DEPLOY_TOKEN;
  if (!token) {
    const username = env.OPERATOR_USERNAME || DEFAULT_OPERATOR;
    const password = env.OPERATOR_PASSWORD;
    if (!password) throw new Refused('/api/admin/login', 0, `set SNAPMALL_DEPLOY_TOKEN, or OPERATOR_PASSWORD (for the operator ${username}; OPERATOR_USERNAME names another)`);
    token = await operatorToken(baseUrl, username, password, env.OPERATOR_CODE);
  }
  const held = token;
  return { baseUrl, call: (route, body) => post(baseUrl, route, body, held) };
}

async function operatorToken(baseUrl: string, username: string, password: string, code: string | undefined): Promise<string> {
  const answer = await post<LoginAnswer>(baseUrl, '/api/admin/login', { username, password });
  if ('token' in answer) return answer.token;
  if (answer.step === 'enrol') {
    throw new Refused('/api/admin/login', 0, `the operator ${username} has no second factor yet: log in to the console once to set one up, or use SNAPMALL_DEPLOY_TOKEN`);
  }
  if (!code) throw new Refused('/api/admin/login', 0, `the operator ${username} needs a second factor: set OPERATOR_CODE to the code their authenticator app shows (or a recovery code), or use SNAPMALL_DEPLOY_TOKEN`);
  // Six digits are the app's code; anything else is read as a recovery code.
  const method = /^\d{6}$/.test(code.trim()) ? 'totp' : 'recovery';
  return (await post<{ token: string }>(baseUrl, `/api/admin/login/${method}`, { ticket: answer.ticket, code: code.trim() })).token;
}
