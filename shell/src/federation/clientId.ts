/** Where this browser's client id is kept: the canary split and preview claims need it stable across loads. */
export const CLIENT_KEY = 'snapmall:client';

let pageId: string | undefined;

/**
 * A random UUID v4. crypto.randomUUID exists only in secure contexts (https, localhost); a shop opened over plain
 * http on a LAN still has getRandomValues.
 */
function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A stored id someone edited into something odd is replaced: the server only takes short plain ids. */
const plausible = (id: string | null): id is string => id !== null && /^[A-Za-z0-9-]{8,64}$/.test(id);

/**
 * This browser's client id, made on first use and kept in localStorage; it is no one's identity, only a
 * stable coin for the canary split. Without storage (private mode, blocked) the page gets an id of its own.
 */
export function clientId(): string {
  try {
    const stored = localStorage.getItem(CLIENT_KEY);
    if (plausible(stored)) return stored;
    const id = newId();
    localStorage.setItem(CLIENT_KEY, id);
    return id;
  } catch {
    pageId ??= newId();
    return pageId;
  }
}
