import { api, type CustomerEntry } from '@snapmall/shared';

/** The customer-service list (SPEC.md §7): a list of name/url entries, or a single url. */
export const serviceApi = api.injectEndpoints({
  endpoints: (build) => ({
    customer: build.query<CustomerEntry[], void>({
      query: () => ({ url: '/api/common/customer' }),
      transformResponse: (data: CustomerEntry[] | { url?: string } | string) => {
        if (Array.isArray(data)) return data;
        const url = typeof data === 'string' ? data : data?.url;
        return url ? [{ name: '', url }] : [];
      },
      extraOptions: { noLoading: true, silent: true },
      providesTags: ['Customer'],
    }),
  }),
});

export const { useCustomerQuery } = serviceApi;
