import { api, FLASH_KEY, HOME_PATH, setRequestHooks, type AppStore } from '@snapmall/shared';
import { operatorLoggedOut, selectOperatorToken } from '@snapmall/shared/admin';
import { LOGIN_PATH } from '../routing/paths';

/** The console's address before the last request: where a 401 sends the operator back to after logging in again. */
let lastPath = '/';
export const rememberPath = (path: string) => {
  if (path !== LOGIN_PATH && path !== HOME_PATH) lastPath = path;
};

/** What a request's body and headers carry: the operator's token, never a customer's. */
export function withOperatorToken(request: { body: Record<string, unknown>; headers: Record<string, string> }, token: string | null): void {
  delete request.body.token;
  delete request.headers.token;
  if (!token) return;
  request.body.token = token;
  request.headers.token = token;
}

/**
 * The shared base query, as the console uses it: every call carries the operator's token (the store's customer
 * session is always empty here), and a 401 — which in the shop clears the session, goes home and reloads — ends
 * the operator's session and shows the login page with the server's words, the page the operator was on kept
 * for after the login (`goTo` replaces the address the base query moved to). No reload: the console's state is
 * still good.
 */
export function installOperatorRequests(store: AppStore, goTo = (hash: string) => window.location.replace(hash)): () => void {
  return setRequestHooks({
    beforeRequest: (request) => withOperatorToken(request, selectOperatorToken(store.getState())),
    reload: () => {
      const flash = sessionStorage.getItem(FLASH_KEY);
      sessionStorage.removeItem(FLASH_KEY);
      let reason: string | undefined;
      try {
        reason = (JSON.parse(flash ?? '{}') as { text?: string }).text || undefined;
      } catch {
        reason = undefined;
      }
      store.dispatch(operatorLoggedOut(reason));
      // Nothing fetched with the ended session is shown to whoever logs in next.
      store.dispatch(api.util.resetApiState());
      // The base query moved the address to the shop's home; the login page comes back to where the operator was.
      goTo(`#${LOGIN_PATH}?redirect=${encodeURIComponent(lastPath)}`);
    },
  });
}
