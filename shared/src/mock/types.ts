import type { Envelope, Language } from '../contract/envelope';
import type { UserInfo } from '../contract/account';
import type { SchemaError } from '../requests';
import type { Say, Vars } from './texts';
import type { CallUrl } from '../contract/calls';

/** What one call knows besides its body: the request's language, the clock and the session token it carried. */
export interface MockContext {
  lang: Language;
  /** Unix seconds: the mock's clock, passed in so a test can fix it. */
  now: number;
  token?: string;
  /** The server's envelopes in the request's language. */
  reply: Replies;
}

/** An answer as the server would send it: the HTTP status and the envelope. */
export interface MockAnswer<T = unknown> {
  status: number;
  body: Envelope<T>;
}

/** A request body as JSON gives it; each route reads the fields its contract names. */
export type MockBody = Record<string, unknown>;

/**
 * One /api call: plain functions of (body, state, ctx), so jest runs them without a browser or MSW. A route may
 * change the state it is given (a deposit is added to it); the runtime saves it after the answer.
 */
export interface MockRoute<S> {
  /** One of the contract's calls; it needs a customer's token when the call's `who` is `customer` (else a 401). */
  url: CallUrl;
  answer: (body: MockBody, state: S, ctx: MockContext) => MockAnswer;
  /**
   * For a call that changes something: how the server refuses it (code 0 with a message the customer can act on),
   * answered in the `refused` scenario.
   */
  refusal?: (body: MockBody, state: S, ctx: MockContext) => MockAnswer;
  /**
   * For a call that takes input: fields that make its body one the server refuses (`{ amount: '12.345' }`), sent in
   * the `invalid` scenario over the page's own body, so its 422 is in the server's words for that mistake (the
   * schema's, or the route's own when the schema passes it, as for a bet type the game does not have).
   */
  invalid?: MockBody;
}

/** A scenario as the harness's switch lists it: its name (the `?scenario=` value) and what QA sees. */
export interface ScenarioInfo {
  name: string;
  /** Starts the data over from fixtures of its own (`empty`, a withdrawal in review …); others only change answers. */
  seeds: boolean;
  en: string;
  zh: string;
}

/** The session the mock keeps besides a remote's own data: the tokens it handed out. */
export interface MockSession {
  /** Each token handed out and its expiry (unix seconds). */
  tokens: Record<string, number>;
  /** Set once the harness signed the customer in by itself, so after a 401 it waits for a real sign-in. */
  autoSignedIn: boolean;
}

/** A remote's mock: its state, how each seed builds it, its routes, its scenarios and texts. */
export interface MockRemote<S extends { session: MockSession }> {
  /** The key its state is kept under in sessionStorage. */
  name: string;
  routes: MockRoute<S>[];
  /** 'default' and 'empty', and each domain scenario that seeds: the state it starts from. */
  seeds: Record<string, (now: number) => S>;
  /** The domain's own scenarios (the generic ones are added by the runtime). */
  scenarios: ScenarioInfo[];
  /** The customer the harness signs in as. */
  customer: { account: string; password: string };
  /** The server's texts, the generic ones and this remote's (makeSay). */
  say: Say;
}

/**
 * What the harness gets from a running mock (no MSW in it, so the harness itself carries none): the scenarios for
 * its switch, the current one, and the customer the mock signed in by itself at the start of a session.
 */
export interface MockControls {
  scenarios: ScenarioInfo[];
  current: string;
  /** Puts the remote in a scenario: the address says so (a link to share) and the page starts again in it. */
  choose(name: string): void;
  /** Starts the data over from the fixtures. */
  reset(): void;
  signedIn?: UserInfo;
}

/**
 * The envelopes of server/src/http (envelope.ts, error-handler.ts), built the same way: success code 1 at HTTP 200,
 * a refusal code 0 at HTTP 200, 401 / 404 with their code, 422 with `errors` per field and its first message as msg
 * (by @snapmall/shared/requests, as the server's). `data` is null on every refusal.
 */
export interface Replies {
  ok<T>(data: T, key?: string): MockAnswer<T>;
  refused(key: string, vars?: Vars): MockAnswer<null>;
  /** Input the route refuses on one field after its schema passed it (the server's `invalid({ field: key })`). */
  invalid(field: string, key: string): MockAnswer<null>;
  /** A body the request schema refuses: the schema's errors as the server words them. */
  malformed(errors: readonly SchemaError[]): MockAnswer<null>;
  unauthorized(): MockAnswer<null>;
  notFound(): MockAnswer<null>;
}
