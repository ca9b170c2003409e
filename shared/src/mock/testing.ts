import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Value } from '@sinclair/typebox/value';
import type { TSchema } from '@sinclair/typebox';
import { ANSWERS, EnvelopeOf, InvalidEnvelope, LANGUAGES, RefusalEnvelope, REQUESTS, strict } from '../contract';
import type { Language } from '../contract/envelope';
import { bodyErrors, hasRequestSchema } from './requests';
import { answerCall, type MockOutcome } from './runtime';
import { GENERIC_SCENARIOS, NORMAL, SLOW_MS } from './scenarios';
import type { MockAnswer, MockBody, MockRemote, MockSession } from './types';

/** The calls a remote's pages make through the shared harness when run alone: sign in, who is signed in, sign out. */
export const HARNESS_CALLS = ['/api/user/login', '/api/user/retval', '/api/user/logout'];

/**
 * Every call a remote's shop pages make, read from its sources: the contract URLs its endpoints name
 * (`call.query('/api/…')`, `call.mutation`, `call.pages`, `callRequest`), its console (`admin/`), its mock and its
 * tests left out. What its mock must answer, with HARNESS_CALLS: a new call of the pages needs no list edited here.
 */
export function callsOfPages(srcDir: string): string[] {
  const urls = new Set<string>();
  const walk = (file: string) => {
    if (statSync(file).isDirectory()) {
      for (const name of readdirSync(file)) if (name !== 'admin' && name !== 'mock') walk(path.join(file, name));
    } else if (/\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('admin.tsx')) {
      for (const m of readFileSync(file, 'utf8').matchAll(/(?:call\.(?:query|mutation|pages)|callRequest)\(\s*'(\/api\/[^']+)'/g)) urls.add(m[1]!);
    }
  };
  walk(srcDir);
  return [...urls].sort();
}

/** A fixed clock for tests: 2026-03-14 10:00 in Taipei. */
export const TEST_NOW = Date.UTC(2026, 2, 14, 2, 0, 0) / 1000;

interface CallOptions {
  scenario?: string;
  lang?: Language;
  token?: string;
  now?: number;
}

/** One call to a remote's mock as the browser would make it, without MSW. */
export function callMock<S extends { session: MockSession }>(remote: MockRemote<S>, state: S, url: string, body: MockBody = {}, o: CallOptions = {}): MockOutcome {
  return answerCall(remote, state, o.scenario ?? NORMAL, { url, body, lang: o.lang ?? 'en-us', token: o.token, now: o.now ?? TEST_NOW });
}

/** The answer of a call that must have one (every scenario but offline). */
export function answerOf(outcome: MockOutcome): MockAnswer {
  if (!('answer' in outcome)) throw new Error('the mock gave no answer (offline)');
  return outcome.answer;
}

/** Signs the remote's customer in on this state and gives the token. */
export function signIn<S extends { session: MockSession }>(remote: MockRemote<S>, state: S, now = TEST_NOW): string {
  const answer = answerOf(callMock(remote, state, '/api/user/login', remote.customer, { now }));
  return (answer.body.data as { userinfo: { token: string } }).userinfo.token;
}

/** Each route's success `data` by its URL (shared/src/contract/answers.ts). */
const answerSchemas: Readonly<Record<string, TSchema>> = ANSWERS;

// Objects closed (strict): a field the contract does not name would be dropped by the real server's serializer.
const problems = (schema: TSchema, value: unknown) => [...Value.Errors(strict(schema), value)].map((e) => `${e.path || '/'}: ${e.message}`);

/**
 * What is wrong with a mock's answer to `url` by the contract: a success's whole envelope against the route's
 * answer schema, a 422 against InvalidEnvelope, any other refusal against RefusalEnvelope, every object closed (no
 * field the contract does not name). [] when it holds.
 */
export function contractProblems(url: string, answer: MockAnswer): string[] {
  if (answer.body.code === 1) {
    const data = answerSchemas[url];
    if (!data) return [`no answer schema for ${url}`];
    return answer.status === 200 ? problems(EnvelopeOf(data), answer.body) : [`a success at HTTP ${answer.status}`];
  }
  if (answer.status === 422) return problems(InvalidEnvelope, answer.body);
  const codeFits = answer.status === 200 ? answer.body.code === 0 : answer.body.code === answer.status;
  return [...(codeFits ? [] : [`code ${answer.body.code} at HTTP ${answer.status}`]), ...problems(RefusalEnvelope, answer.body)];
}

/**
 * The contract walk of a remote's mock (jest; issue 20): every route × scenario × language — each call made once
 * on its seed's data and once after every other call changed it, logout last so the rest are signed in — and every
 * seed's fixtures route by route, each answer held to the contract (contractProblems). `bodiesOf` gives a valid
 * request body per call for a state, as the pages send it (a call not named gets {}).
 */
export function describeContractWalk<S extends { session: MockSession }>(remote: MockRemote<S>, bodiesOf: (state: S) => Record<string, MockBody>) {
  describeRequestChecks(remote, bodiesOf);
  const scenarios = [NORMAL, ...GENERIC_SCENARIOS.map((s) => s.name), ...remote.scenarios.map((s) => s.name)];
  const routes = [...remote.routes].sort((a, b) => Number(a.url === '/api/user/logout') - Number(b.url === '/api/user/logout'));
  const signedIn = routes.filter((r) => r.url !== '/api/user/logout');
  const cases = scenarios.flatMap((scenario) => LANGUAGES.map((lang) => [scenario || 'none', lang] as const));

  describe.each(cases)('scenario %s in %s: every answer is what the contract says the route answers', (name, lang) => {
    const scenario = name === 'none' ? NORMAL : name;
    it.each(routes.map((r) => [r.url]))('%s', (url) => {
      const state = remote.seeds[remote.seeds[scenario] ? scenario : 'default']!(TEST_NOW);
      const token = signIn(remote, state);
      const bodies = bodiesOf(state);
      for (const other of signedIn) callMock(remote, state, other.url, bodies[other.url] ?? {}, { token, lang });
      const outcome = callMock(remote, state, url, bodies[url] ?? {}, { token, lang, scenario });
      if (scenario === 'offline') {
        expect(outcome).toEqual({ delayMs: 0, offline: true });
        return;
      }
      if (!('answer' in outcome)) throw new Error(`${url}: no answer in ${name}`);
      expect(contractProblems(url, outcome.answer)).toEqual([]);
      expect(outcome.delayMs).toBe(scenario === 'slow' ? SLOW_MS : 0);
    });
  });

  describe.each(Object.keys(remote.seeds))('the fixtures of seed %s', (seed) => {
    it.each(signedIn.map((r) => [r.url]))('answer %s by the contract', (url) => {
      const state = remote.seeds[seed]!(TEST_NOW);
      const token = signIn(remote, state);
      const outcome = callMock(remote, state, url, bodiesOf(state)[url] ?? {}, { token });
      if (!('answer' in outcome)) throw new Error('no answer');
      expect(contractProblems(url, outcome.answer)).toEqual([]);
    });
  });
}

/** The names of a request schema's fields (lang and token aside, which every call may carry). */
function fieldsOf(url: string): string[] {
  const schema = (REQUESTS as Record<string, TSchema>)[url];
  return Object.keys((schema?.properties ?? {}) as object).filter((f) => f !== 'lang' && f !== 'token');
}

/**
 * A remote's mock checks bodies as the server does (issue 28): every route it answers has a request schema in the
 * contract; the walk's bodies are ones the schema takes (so the walk reaches each route's own answer); each field
 * given a value of the wrong kind, and a field the call does not take, are refused with a 422 before any route code
 * runs: the state is what it was. The `invalid` scenario's malformed fields give a 422 on those fields alone.
 */
export function describeRequestChecks<S extends { session: MockSession }>(remote: MockRemote<S>, bodiesOf: (state: S) => Record<string, MockBody>) {
  const urls = remote.routes.map((r) => r.url);

  it('has a request schema in the contract for every route it answers', () => {
    expect(urls.filter((url) => !hasRequestSchema(url))).toEqual([]);
  });

  it("walks each route with a body its request schema takes", () => {
    const bodies = bodiesOf(remote.seeds.default!(TEST_NOW));
    expect(urls.filter((url) => bodyErrors(url, bodies[url] ?? {}) !== undefined)).toEqual([]);
  });

  const malformed = urls.flatMap((url) => [...fieldsOf(url).map((field) => [url, field] as const), [url, 'not_a_field'] as const]);
  it.each(malformed)('%s with a wrong %s is a 422 that changes nothing', (url, field) => {
    const state = remote.seeds.default!(TEST_NOW);
    const token = signIn(remote, state);
    const before = JSON.stringify(state);
    // An object is no field's kind here (strings, numbers, flags), and an unknown field is refused whatever its value.
    const answer = answerOf(callMock(remote, state, url, { ...(bodiesOf(state)[url] ?? {}), [field]: {} }, { token }));
    expect(answer).toMatchObject({ status: 422, body: { code: 422, data: null, errors: { [field]: expect.arrayContaining([expect.any(String)]) } } });
    expect(JSON.stringify(state)).toBe(before);
  });

  const invalid = remote.routes.filter((r) => r.invalid).map((r) => [r.url, Object.keys(r.invalid!).join(', ')] as const);
  it.each(invalid)('%s in the `invalid` scenario: a 422 on %s that changes nothing', (url, fields) => {
    const state = remote.seeds.default!(TEST_NOW);
    const token = signIn(remote, state);
    const before = JSON.stringify(state);
    const answer = answerOf(callMock(remote, state, url, bodiesOf(state)[url] ?? {}, { token, scenario: 'invalid' }));
    expect({ status: answer.status, fields: Object.keys(answer.body.errors ?? {}).join(', ') }).toEqual({ status: 422, fields });
    expect(JSON.stringify(state)).toBe(before);
  });
}
