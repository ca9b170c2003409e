import { api, isContactLink, type CustomerEntry, callsOf } from '@snapmall/shared';

/**
 * The customer-service list (SPEC.md §7): a list of name/url entries, or a single url. An address that is not a
 * contact link (javascript:, data:, //another.host …) is dropped here, whatever the server holds: every page and
 * the stored copy take their entries from this answer.
 */
export const serviceApi = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      customer: call.query('/api/common/customer', {
        // Wider than the contract's list: a server that still answers a single url (or an object holding one) is read too.
        transformResponse: (data: CustomerEntry[] | { url?: string } | string) => {
          const url = typeof data === 'string' ? data : Array.isArray(data) ? undefined : data?.url;
          const entries = Array.isArray(data) ? data : url ? [{ name: '', url }] : [];
          return entries.filter((e) => isContactLink(e.url));
        },
        extraOptions: { noLoading: true, silent: true },
        providesTags: ['Customer'],
      }),
    };
  },
});

export const { useCustomerQuery } = serviceApi;
