import type { MockRemote, MockSession, ScenarioInfo } from './types';

interface Kept<S> {
  /** The seed the data started from: 'default', 'empty' or a domain scenario's name. */
  seed: string;
  state: S;
}

const keyOf = (name: string) => `snapmall:mock:${name}`;

/**
 * The mock's data for this browser session, in sessionStorage: a reload keeps what QA did (a deposit submitted is
 * still in the records), a new tab starts from the fixtures. A scenario that seeds starts the data over from its
 * own fixtures when it is chosen; the other scenarios keep the data as it stands.
 */
export function loadState<S extends { session: MockSession }>(remote: MockRemote<S>, scenario: string, scenarios: ScenarioInfo[], now: number): S {
  const wanted = scenarios.find((s) => s.name === scenario && s.seeds)?.name;
  const text = sessionStorage.getItem(keyOf(remote.name));
  const kept = text ? (JSON.parse(text) as Kept<S>) : undefined;
  if (kept && (wanted === undefined || kept.seed === wanted)) return kept.state;
  const seed = wanted ?? 'default';
  const state = remote.seeds[seed]!(now);
  saveState(remote, state, seed);
  return state;
}

export function saveState<S extends { session: MockSession }>(remote: MockRemote<S>, state: S, seed?: string) {
  const text = sessionStorage.getItem(keyOf(remote.name));
  const kept = text ? (JSON.parse(text) as Kept<S>) : undefined;
  const value: Kept<S> = { seed: seed ?? kept?.seed ?? 'default', state };
  sessionStorage.setItem(keyOf(remote.name), JSON.stringify(value));
}

/** Drops the data: the next call starts from the fixtures again. */
export function clearState(name: string) {
  sessionStorage.removeItem(keyOf(name));
}
