import type { SmokeClaimAnswer, SmokeVerdictBody } from '@snapmall/shared/contract';
import type { Actor } from '../modules/operators/service';
import type { ReleaseService } from '../modules/releases/service';
import type { SmokeSource } from './runner';

/** The runner in the server's own process (npm start): the queue called directly, as the shop itself. */
export function inProcessSource(releases: ReleaseService, runner: Actor = 'system:smoke-runner'): SmokeSource {
  return {
    claim: () => releases.smoke.claim(runner),
    record: async (verdict) => {
      await releases.smoke.record(runner, verdict);
    },
  };
}

/** A runner of its own process: the shop's /api/smoke/* with a runner token (npm run ops -- smoke:token). */
export function httpSource(baseUrl: string, token: string): SmokeSource {
  const call = async <T>(route: string, body: object): Promise<T> => {
    const answer = await fetch(`${baseUrl}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en-us', token },
      body: JSON.stringify(body),
    });
    const json = (await answer.json().catch(() => undefined)) as { code?: number; msg?: string; data?: T } | undefined;
    if (!json || json.code !== 1) throw new Error(`${route}: ${json?.msg ?? `HTTP ${answer.status}`}`);
    return json.data as T;
  };
  return {
    claim: async () => (await call<SmokeClaimAnswer>('/api/smoke/claim', {})).job ?? undefined,
    record: async (verdict: SmokeVerdictBody) => {
      await call('/api/smoke/verdict', verdict);
    },
  };
}
