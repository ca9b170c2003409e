import { api, type UserInfo } from '@snapmall/shared';
import type { Form } from '@snapmall/shared/kit';
import type { ProfileBody, SetPayPasswordBody, UpdatePasswordBody, UpdatePayPasswordBody } from '@snapmall/shared/contract';

/** Calls that change the logged-in user; each answers the fresh user info (or nothing, for the login password). */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<UserInfo, Form<ProfileBody>>({
      query: (body) => ({ url: '/api/user/profile', body }),
    }),
    updatePassword: build.mutation<null, Form<UpdatePasswordBody>>({
      query: (body) => ({ url: '/api/user/updatepassword', body }),
    }),
    setPayPassword: build.mutation<UserInfo, Form<SetPayPasswordBody>>({
      query: (body) => ({ url: '/api/user/setpaypassword', body }),
    }),
    updatePayPassword: build.mutation<UserInfo, Form<UpdatePayPasswordBody>>({
      query: (body) => ({ url: '/api/user/updatepaypassword', body }),
    }),
  }),
});

export const { useUpdateProfileMutation, useUpdatePasswordMutation, useSetPayPasswordMutation, useUpdatePayPasswordMutation } = profileApi;
