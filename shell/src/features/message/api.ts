import { api } from '@snapmall/shared';
import type { MessageListAnswer } from '@snapmall/shared/contract';
import { callsOf } from '@snapmall/shared/kit';
import { unreadApi } from '../../common/unread';

type ReadArg = { id: number } | { all: true };

/** The message center's calls, loaded with its page. */
export const messageApi = api.enhanceEndpoints({ addTagTypes: ['Message'] }).injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      // Keyed by language and session: titles and texts come in the reader's language, and are the reader's own.
      // Not call.pages: its pages are typed PageOf<Message>, without the answer's `unread` that the page reads.
      messages: build.infiniteQuery<MessageListAnswer, { lang: string; token: string }, number>({
        infiniteQueryOptions: {
          initialPageParam: 1,
          getNextPageParam: (last, all) => (all.reduce((n, p) => n + p.list.length, 0) < last.total && last.list.length > 0 ? last.page + 1 : undefined),
        },
        query: ({ pageParam }) => ({ url: '/api/message/list', body: { page: pageParam } }),
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
