import { api, callsOf } from '@snapmall/shared';

/** How often the header asks for the unread count: a withdrawn canary reaches an open console within a minute. */
export const UNREAD_POLL_MS = 60_000;

/** The shop's messages to its operators (every operator), and what this operator has read. */
export const messagesApi = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      consoleMessages: call.query('/api/admin/message/list', { keepUnusedDataFor: 0, extraOptions: { noLoading: true, silent: true } }),
      consoleUnread: call.query('/api/admin/message/unread', { extraOptions: { noLoading: true, silent: true } }),
      consoleMessagesRead: call.mutation('/api/admin/message/read', {
        extraOptions: { noLoading: true, silent: true },
        // The header's count is the answer's: no second call to learn it.
        async onQueryStarted(_body, { dispatch, queryFulfilled }) {
          const answer = await queryFulfilled.catch(() => null);
          if (answer) dispatch(messagesApi.util.upsertQueryData('consoleUnread', undefined, answer.data));
        },
      }),
    };
  },
});

export const { useLazyConsoleMessagesQuery, useConsoleUnreadQuery, useConsoleMessagesReadMutation } = messagesApi;
