import { api, callsOf } from '@snapmall/shared';
import { LIST_OPTIONS } from '../common/reviewApi';

/** A deposit channel as /api/admin/channel/list answers it (ReviewService.channels): both languages' texts. */
export type { AdminChannel } from '@snapmall/shared/contract';

export const channelsAdminApi = api.enhanceEndpoints({ addTagTypes: ['AdminChannels'] }).injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      /** Every channel, enabled or not, in their order. */
      adminChannels: call.query('/api/admin/channel/list', { body: (_: void) => ({}), providesTags: ['AdminChannels'], extraOptions: LIST_OPTIONS }),
      /**
       * A new channel (no id) or a change to one, requested of a second finance operator (issue 26); a 422 names
       * each field that is wrong.
       */
      adminChannelSave: call.mutation('/api/admin/channel/save', { invalidatesTags: ['AdminChannels'], extraOptions: { silent: true } }),
    };
  },
});

export const { useAdminChannelsQuery, useLazyAdminChannelsQuery, useAdminChannelSaveMutation } = channelsAdminApi;
