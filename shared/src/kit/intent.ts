import { useCallback, useRef } from 'react';
import { newRequestId } from '@snapmall/shared';
import type { Notice } from '../ui/uiSlice';
import { describeFailure } from './failure';

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

/** How a confirmed intent ended: the server's answer, or what to tell the user (null: the form shows it all). */
export type IntentOutcome<T> = { data: T } | { notice: Notice | null };

/**
 * Sends confirmed intents by the money-safety rule: `send(key, call)` gives `call` the intent's request id, ends
 * the intent once the server answered (taken or refused) and keeps it while the outcome is unknown, so confirming
 * the same intent again retries with the same id. A failure comes back as its notice (`noAnswer`, a message id in
 * the remote's words, when nobody knows whether it went through).
 */
export function useIntent(noAnswer: string) {
  const { idFor, answered } = useIntentId();
  return useCallback(
    async <T>(key: string, call: (requestId: string) => Promise<{ data: T } | { error: unknown }>): Promise<IntentOutcome<T>> => {
      const result = await call(idFor(key));
      if ('error' in result) {
        const { notice, unknownOutcome } = describeFailure(result.error, noAnswer);
        if (!unknownOutcome) answered();
        return { notice };
      }
      answered();
      return { data: result.data };
    },
    [idFor, answered, noAnswer],
  );
}
