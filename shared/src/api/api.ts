import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/**
 * The single API slice. It has no endpoints of its own: every feature adds its calls with api.injectEndpoints,
 * so shell and remotes share one cache, one middleware and one loading count.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  // Queries that were showing (or failed) while offline are fetched again when the connection returns (the
  // shell calls setupListeners); mutations never are.
  refetchOnReconnect: true,
  tagTypes: ['User', 'Notice', 'Content', 'Customer'],
  endpoints: () => ({}),
});

/** Unwraps the envelope: endpoints answer its data. */
export const dataOf = <T>(envelope: { data: unknown }) => envelope.data as T;
