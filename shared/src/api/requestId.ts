import { useCallback, useState } from 'react';

/**
 * A fresh client request id (a version 4 UUID) for one user action that moves money. crypto.randomUUID exists
 * only in secure contexts; a phone opening the shop over plain http on a LAN still gets a random UUID from
 * crypto.getRandomValues, which every browser has.
 */
export function newRequestId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The request id of the action a form is about to send. It stays the same while the user retries that action
 * (the server then answers the first result and moves no money twice) and is replaced, with renew(), once the
 * action succeeded or was refused, or the form changed and so is another action.
 */
export function useRequestId(): { requestId: string; renew: () => void } {
  const [requestId, setRequestId] = useState(newRequestId);
  const renew = useCallback(() => setRequestId(newRequestId()), []);
  return { requestId, renew };
}
