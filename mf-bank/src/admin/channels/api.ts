import { api } from '@snapmall/shared';
import type { ChannelSaveBody, Requested } from '@snapmall/shared/contract';
import type { Form } from '@snapmall/shared/kit';
import { LIST_OPTIONS } from '../common/reviewApi';

/** A deposit channel as /api/admin/channel/list answers it (ReviewService.channels): both languages' texts. */
export type AdminChannel = Required<Omit<Form<ChannelSaveBody>, 'id'>> & { id: number };

export const channelsAdminApi = api.enhanceEndpoints({ addTagTypes: ['AdminChannels'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Every channel, enabled or not, in their order. */
    adminChannels: build.query<AdminChannel[], void>({
      query: () => ({ url: '/api/admin/channel/list', body: {} }),
      providesTags: ['AdminChannels'],
      extraOptions: LIST_OPTIONS,
    }),
    /**
     * A new channel (no id) or a change to one, requested of a second finance operator (issue 26); a 422 names
     * each field that is wrong.
     */
    adminChannelSave: build.mutation<Requested, Form<ChannelSaveBody>>({
      query: (body) => ({ url: '/api/admin/channel/save', body: { ...body } }),
      invalidatesTags: ['AdminChannels'],
      extraOptions: { silent: true },
    }),
  }),
});

export const { useAdminChannelsQuery, useLazyAdminChannelsQuery, useAdminChannelSaveMutation } = channelsAdminApi;
