import { useEffect, useRef } from 'react';
import { addListener, type UnknownAction } from '@reduxjs/toolkit';
import { selectToken, useAppDispatch, useAppSelector, type RootState } from '@snapmall/shared';
import { usePageVisible } from '@snapmall/shared/kit';
import { unreadApi, useUnreadQuery } from '../../common/unread';

export { useUnreadCount } from '../../common/unread';

/** How often the badge asks for the unread count while the app is in view and someone is logged in. */
export const UNREAD_POLL_MS = 15_000;

/**
 * How long after one of the app's own calls the count is asked again: the page acts on the answer first, and a
 * call that ended the session (a changed password) must not be followed by a request with the ended token.
 */
export const AFTER_CALL_MS = 500;

/** A mutation of the app's own (a deposit, a buy, a bet, a VIP upgrade …) may have written a message at once. */
const isOwnMutationDone = (action: UnknownAction) =>
  action.type === 'api/executeMutation/fulfilled' &&
  (action as { meta?: { arg?: { endpointName?: string } } }).meta?.arg?.endpointName !== 'readMessage';


/**
 * Keeps the unread count current without a reload, mounted once by the shell while someone is logged in: polled every 15 s while the page
 * is visible and someone is logged in, asked at once when the page comes back into view, and after each of the
 * app's own calls that changes something.
 */
export function useUnreadPoller() {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const visible = usePageVisible();
  useUnreadQuery(token ?? '', { skip: !token || !visible, pollingInterval: UNREAD_POLL_MS });

  const wasVisible = useRef(visible);
  useEffect(() => {
    // Coming back into view: polling resumes, and the count may be minutes old.
    if (token && visible && !wasVisible.current) dispatch(unreadApi.util.invalidateTags(['Unread']));
    wasVisible.current = visible;
  }, [dispatch, token, visible]);

  useEffect(() => {
    if (!token) return;
    const unsubscribe = dispatch(
      addListener({
        predicate: isOwnMutationDone,
        effect: async (_action, listener) => {
          const session = () => (listener.getState() as RootState).session.token;
          const before = session();
          await listener.delay(AFTER_CALL_MS);
          if (session() === before) listener.dispatch(unreadApi.util.invalidateTags(['Unread']));
        },
      }),
    );
    return unsubscribe as unknown as () => void;
  }, [dispatch, token]);
}

/** The poller as a component, loaded by the shell only once someone is logged in (not on a visitor's home). */
export default function UnreadPoller() {
  useUnreadPoller();
  return null;
}
