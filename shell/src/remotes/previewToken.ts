import { addressWithout } from './addressWithout';

/** The preview link's token, kept for this tab only: a preview never leaks into the customer's other tabs. */
export const PREVIEW_KEY = 'snapmall:preview';
const PARAM = 'preview';

/** Longer than any token the server signs: anything this long is not one, and is not sent on. */
const MAX_TOKEN_LENGTH = 512;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** What the address said: a link to follow, a request to see this browser's id (`?preview=` empty), or neither. */
export type PreviewAsked = 'link' | 'client-id' | undefined;

/**
 * Moves `?preview=<token>` from the address (before the hash: `/?preview=abc.def#/pages/bank/deposit`) to
 * sessionStorage, and takes it out of the address bar so a copied or bookmarked address does not carry it. The
 * hash, the router's state and any other query parameter stay. `?preview=` with no token asks for this browser's
 * id (a link is made for one browser's id): the link the tab held, if any, is let go.
 */
export function adoptPreviewLink(location: Location = window.location, history: History = window.history): PreviewAsked {
  const query = new URLSearchParams(location.search);
  const token = query.get(PARAM);
  if (token === null) return undefined;
  if (!token) clearPreviewToken();
  else if (token.length <= MAX_TOKEN_LENGTH) {
    try {
      storage()?.setItem(PREVIEW_KEY, token);
    } catch {
      // No storage: the link cannot be followed, and the shop runs as usual.
    }
  }
  try {
    history.replaceState(history.state, '', addressWithout(location, PARAM));
  } catch {
    // An address the browser refuses to rewrite keeps the token visible; the preview still works.
  }
  return token ? 'link' : 'client-id';
}

export function previewToken(): string | null {
  try {
    return storage()?.getItem(PREVIEW_KEY) ?? null;
  } catch {
    return null;
  }
}

export function clearPreviewToken(): void {
  try {
    storage()?.removeItem(PREVIEW_KEY);
  } catch {
    // Nothing was kept.
  }
}
