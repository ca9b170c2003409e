import { api } from '@snapmall/shared';
import type { AdminUserMoneyLog, AdminUserMoneyLogBody } from '@snapmall/shared/contract';
import type { Form } from '@snapmall/shared/kit';
import { LIST_OPTIONS } from '../common/reviewApi';

export const statementAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of a customer's statement (cash or points), exactly as they see it, days in the operator's zone. */
    adminStatement: build.query<AdminUserMoneyLog, Form<AdminUserMoneyLogBody>>({
      query: (body) => ({ url: '/api/admin/user/moneylog', body: { ...body } }),
      keepUnusedDataFor: 0,
      extraOptions: LIST_OPTIONS,
    }),
  }),
});

export const { useLazyAdminStatementQuery } = statementAdminApi;
