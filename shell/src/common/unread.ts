import { api, selectToken, useAppSelector, callsOf } from '@snapmall/shared';

/** The unread-count call the badge polls; the message center's calls are loaded with its page (messageApi). */
export const unreadApi = api.enhanceEndpoints({ addTagTypes: ['Unread'] }).injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      // The token is the argument only to keep one count per session: a new login never shows the last one's.
      unread: call.query('/api/message/unread', { body: (_token: string) => undefined, extraOptions: { noLoading: true, silent: true }, providesTags: ['Unread'] }),
    };
  },
});

export const { useUnreadQuery } = unreadApi;

/** The unread count held now (0 when logged out); it changes as the poller learns more. */
export function useUnreadCount(): number {
  const token = useAppSelector(selectToken);
  const { data } = useUnreadQuery(token ?? '', { skip: !token });
  return token ? (data?.unread ?? 0) : 0;
}
