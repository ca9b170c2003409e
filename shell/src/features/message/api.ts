import { api, callsOf } from '@snapmall/shared';
import { unreadApi } from '../../common/unread';

type ReadArg = { id: number } | { all: true };

/** The message center's calls, loaded with its page. */
export const messageApi = api.enhanceEndpoints({ addTagTypes: ['Message'] }).injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      // Keyed by language and session (the body has only the page): titles and texts come in the reader's language,
      // and are the reader's own.
      messages: call.pages('/api/message/list', {
        filter: (_key: { lang: string; token: string }) => ({}),
        extraOptions: { noLoading: true },
        providesTags: ['Message'],
      }),
      readMessage: call.mutation('/api/message/read', {
        body: ({ lang: _lang, token: _token, ...body }: ReadArg & { lang: string; token: string }) => body,
        extraOptions: { noLoading: true },
        async onQueryStarted({ lang, token, ...arg }, { dispatch, queryFulfilled }) {
          // Shown read at once; the badge takes the count the server answers.
          const patch = dispatch(
            messageApi.util.updateQueryData('messages', { lang, token }, (draft) => {
              for (const page of draft.pages) {
                for (const m of page.list) if ('all' in arg || m.id === arg.id) m.read = 1;
              }
            }),
          );
          try {
            const { data } = await queryFulfilled;
            dispatch(unreadApi.util.upsertQueryData('unread', token, data));
          } catch {
            patch.undo();
          }
        },
      }),
    };
  },
});

export const { useMessagesInfiniteQuery, useReadMessageMutation } = messageApi;
