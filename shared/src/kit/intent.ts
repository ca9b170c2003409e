import { useCallback, useRef } from 'react';
import { newRequestId } from '../api/requestId';

/**
 * One request id per confirmed intent (buy this item in this quantity, this stake on this bet type in this
 * period), named by a key the caller builds. Confirming the same intent again while its last outcome is unknown
 * reuses its id, so the server answers the first result and moves money or points once; any other intent, or the
 * same one after an answer, gets a new id.
 */
export function useIntentId() {
  const open = useRef<{ key: string; id: string } | null>(null);
  /** The id to send for this intent. */
  const idFor = useCallback((key: string) => {
    if (open.current?.key !== key) open.current = { key, id: newRequestId() };
    return open.current.id;
  }, []);
  /** The server answered (success or refusal): the intent is over, the next one gets a new id. */
  const answered = useCallback(() => {
    open.current = null;
  }, []);
  return { idFor, answered };
}
