import { api } from '@snapmall/shared';
import type { OperatorMessage, OperatorUnread, PageOf } from '@snapmall/shared/contract';

/** How often the header asks for the unread count: a withdrawn canary reaches an open console within a minute. */
export const UNREAD_POLL_MS = 60_000;

/** The shop's messages to its operators (every operator), and what this operator has read. */
export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    consoleMessages: build.query<PageOf<OperatorMessage>, { page: number }>({
      query: (body) => ({ url: '/api/admin/message/list', body }),
      keepUnusedDataFor: 0,
      extraOptions: { noLoading: true, silent: true },
    }),
    consoleUnread: build.query<OperatorUnread, void>({
      query: () => ({ url: '/api/admin/message/unread' }),
      extraOptions: { noLoading: true, silent: true },
    }),
    consoleMessagesRead: build.mutation<OperatorUnread, { up_to?: number }>({
      query: (body) => ({ url: '/api/admin/message/read', body: { ...body } }),
      extraOptions: { noLoading: true, silent: true },
      // The header's count is the answer's: no second call to learn it.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(messagesApi.util.upsertQueryData('consoleUnread', undefined, answer.data));
      },
    }),
  }),
});

export const { useLazyConsoleMessagesQuery, useConsoleUnreadQuery, useConsoleMessagesReadMutation } = messagesApi;
