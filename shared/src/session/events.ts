/** SPEC.md §4: "a logout event sends the user to the login page". Remotes raise it; the shell answers it. */
export const FORCED_LOGOUT_EVENT = 'snapmall:forced-logout';

export function emitForcedLogout(): void {
  window.dispatchEvent(new CustomEvent(FORCED_LOGOUT_EVENT));
}

export function onForcedLogout(handler: () => void): () => void {
  window.addEventListener(FORCED_LOGOUT_EVENT, handler);
  return () => window.removeEventListener(FORCED_LOGOUT_EVENT, handler);
}
