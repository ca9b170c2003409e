import { api, type UserInfo } from '@snapmall/shared';
import type { Form } from '@snapmall/shared/kit';
import type { LoginBody, RegisterBody } from '@snapmall/shared/contract';

export const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<UserInfo, Form<LoginBody>>({
      query: (body) => ({ url: '/api/user/login', body }),
      transformResponse: (data: { userinfo: UserInfo }) => data.userinfo,
    }),
    register: build.mutation<UserInfo, Form<RegisterBody>>({
      query: (body) => ({ url: '/api/user/register', body }),
      transformResponse: (data: { userinfo: UserInfo }) => data.userinfo,
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation } = loginApi;
