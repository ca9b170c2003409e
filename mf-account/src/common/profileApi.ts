import { api, callsOf } from '@snapmall/shared';

/** Calls that change the logged-in user; each answers the fresh user info (or nothing, for the login password). */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      updateProfile: call.mutation('/api/user/profile'),
      updatePassword: call.mutation('/api/user/updatepassword'),
      setPayPassword: call.mutation('/api/user/setpaypassword'),
      updatePayPassword: call.mutation('/api/user/updatepaypassword'),
    };
  },
});

export const { useUpdateProfileMutation, useUpdatePasswordMutation, useSetPayPasswordMutation, useUpdatePayPasswordMutation } = profileApi;
