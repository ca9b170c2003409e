import { api, callsOf } from '@snapmall/shared';
import { LIST_OPTIONS } from '../common/reviewApi';

export const statementAdminApi = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      /** One page of a customer's statement (cash or points), exactly as they see it, days in the operator's zone. */
      adminStatement: call.query('/api/admin/user/moneylog', { keepUnusedDataFor: 0, extraOptions: LIST_OPTIONS }),
    };
  },
});

export const { useLazyAdminStatementQuery } = statementAdminApi;
