import { api, callsOf } from '@snapmall/shared';

/** A dev link's two calls (issue 29): this browser takes the link it was made for, or leaves development. */
export const devApi = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      // The dev session lives in an HttpOnly cookie the answers set and clear (the page never reads it).
      adoptDevLink: call.mutation('/api/dev/adopt', { extraOptions: { withCookies: true } }),
      leaveDev: call.mutation('/api/dev/leave', { extraOptions: { withCookies: true } }),
    };
  },
});

export const { useAdoptDevLinkMutation, useLeaveDevMutation } = devApi;
