import type { UserInfo } from '../contract/account';
import type { MockBody, MockRoute, MockSession } from './types';

/** How long the server's token lives (config tokenTtlSeconds' default): what expiretime says. */
const TOKEN_TTL_SECONDS = 7 * 24 * 3600;

/** What a remote tells the session calls: who the customer is and their user info for a token. */
export interface SessionSource<S> {
  customer: { account: string; password: string };
  userInfo: (state: S, token: string, expiretime: number, now: number) => UserInfo;
}

const tokenOf = () => `mock-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;

/**
 * The session calls every harness makes (server/src/modules/account/routes.ts): login with the fixture customer's
 * account and password (else the server's "Incorrect account or password", code 0), user info for the token, logout.
 */
export function sessionRoutes<S extends { session: MockSession }>(source: SessionSource<S>): MockRoute<S>[] {
  const info = (state: S, token: string, now: number) => source.userInfo(state, token, state.session.tokens[token] ?? now, now);
  return [
    {
      url: '/api/user/login',
      answer: (body: MockBody, state, { reply, now }) => {
        if (body.account !== source.customer.account || body.password !== source.customer.password) return reply.refused('account.badCredentials');
        const token = tokenOf();
        state.session.tokens[token] = now + TOKEN_TTL_SECONDS;
        return reply.ok({ userinfo: info(state, token, now) }, 'account.loggedIn');
      },
    },
    { url: '/api/user/retval', answer: (_body, state, { reply, token, now }) => reply.ok(info(state, token!, now)) },
    {
      url: '/api/user/logout',
      answer: (_body, state, { reply, token }) => {
        delete state.session.tokens[token!];
        return reply.ok(null, 'auth.loggedOut');
      },
    },
  ];
}

/** A session with no one signed in yet. */
export const newSession = (): MockSession => ({ tokens: {}, autoSignedIn: false });
