import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { baseQuery, type ApiError, type RequestArgs, type RequestOptions } from './baseQuery';

/**
 * The slice's base query: {@link baseQuery}'s transport and error catalogue, answering the envelope's `data`, so
 * an endpoint's result is what the server sent in `data` (the envelope is unwrapped here, once, for every call).
 */
export const dataQuery: BaseQueryFn<RequestArgs | string, unknown, ApiError, RequestOptions> = async (args, api, options) => {
  const result = await baseQuery(args, api, options);
  return result.error ? result : { ...result, data: result.data?.data };
};

/**
 * The single API slice. It has no endpoints of its own: every feature adds its calls with api.injectEndpoints,
 * so shell and remotes share one cache, one middleware and one loading count. Endpoints receive the envelope's
 * data (see {@link dataQuery}); a transformResponse only reshapes it.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: dataQuery,
  // Queries that were showing (or failed) while offline are fetched again when the connection returns (the
  // shell calls setupListeners); mutations never are.
  refetchOnReconnect: true,
  tagTypes: ['User', 'Notice', 'Content', 'Customer'],
  endpoints: () => ({}),
});
