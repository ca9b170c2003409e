import { useCallback, useRef } from 'react';
import { newRequestId } from '@snapmall/shared';

/**
 * One request id per confirmed intent (this stake on this bet type in this period). Confirming the same intent
 * again while its last outcome is unknown reuses its id, so the server answers the first bet and takes the points
 * once; any other intent, or the same one after an answer, gets a new id.
 */
export function useIntentId() {
  const open = useRef<{ key: string; id: string } | null>(null);
  const idFor = useCallback((key: string) => {
    if (open.current?.key !== key) open.current = { key, id: newRequestId() };
    return open.current.id;
  }, []);
  /** The server answered (taken or refused): the intent is over, the next one gets a new id. */
  const answered = useCallback(() => {
    open.current = null;
  }, []);
  return { idFor, answered };
}
