import type { ScenarioInfo } from './types';

/**
 * The scenarios every remote has (issue 20). `empty` seeds data of its own (nothing yet); the others change only
 * how the API answers: `refused` and `invalid` the calls that change something, `slow`, `offline` and `expired`
 * every call that needs the session (`offline` every call).
 */
export const GENERIC_SCENARIOS: ScenarioInfo[] = [
  { name: 'empty', seeds: true, en: 'Empty: a customer with nothing yet', zh: '空白：尚無任何資料的顧客' },
  { name: 'refused', seeds: false, en: 'Refused: actions get the server’s refusal (code 0)', zh: '拒絕：操作收到伺服器的拒絕（code 0）' },
  { name: 'invalid', seeds: false, en: 'Invalid: actions get a 422 on one field', zh: '無效：操作收到某欄位的 422' },
  { name: 'slow', seeds: false, en: 'Slow: every answer after 3 s', zh: '緩慢：每個回應延遲 3 秒' },
  { name: 'offline', seeds: false, en: 'Offline: no answer', zh: '離線：沒有回應' },
  { name: 'expired', seeds: false, en: 'Expired: the session is refused (401)', zh: '過期：工作階段被拒（401）' },
];

export const SLOW_MS = 3_000;
/** No scenario: the data as it stands, answered as the server would. */
export const NORMAL = '';

const KEY = 'snapmall:mock:scenario';

/**
 * The scenario of this browser session: `?scenario=` in the address wins (a shared link opens a page in its state)
 * and is kept in sessionStorage, so moving between pages (the hash changes, the query does not) or reloading keeps it.
 */
export function currentScenario(known: readonly ScenarioInfo[]): string {
  const fromUrl = new URLSearchParams(window.location.search).get('scenario');
  if (fromUrl !== null && (fromUrl === NORMAL || known.some((s) => s.name === fromUrl))) {
    sessionStorage.setItem(KEY, fromUrl);
    return fromUrl;
  }
  const kept = sessionStorage.getItem(KEY) ?? NORMAL;
  return known.some((s) => s.name === kept) ? kept : NORMAL;
}

/** Chooses a scenario and writes it into the address, so the address bar is the link to share. */
export function chooseScenario(name: string) {
  sessionStorage.setItem(KEY, name);
  const url = new URL(window.location.href);
  if (name) url.searchParams.set('scenario', name);
  else url.searchParams.delete('scenario');
  window.history.replaceState(window.history.state, '', url);
}
