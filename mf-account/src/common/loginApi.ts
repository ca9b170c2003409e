import { api, callsOf } from '@snapmall/shared';

export const loginApi = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      login: call.mutation('/api/user/login', { transformResponse: (answer) => answer.userinfo }),
      register: call.mutation('/api/user/register', { transformResponse: (answer) => answer.userinfo }),
    };
  },
});

export const { useLoginMutation, useRegisterMutation } = loginApi;
