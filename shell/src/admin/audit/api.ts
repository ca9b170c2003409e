import { api } from '@snapmall/shared';
import type { ListRequest } from '@snapmall/shared/admin';
import type { AdminAuditRow, AdminPageOf } from '@snapmall/shared/contract';

/** The audit trail (owner): newest first, by operator, kind (an action prefix), target and days. */
export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    consoleAudit: build.query<AdminPageOf<AdminAuditRow>, ListRequest>({
      query: (body) => ({ url: '/api/admin/audit/list', body }),
      keepUnusedDataFor: 0,
      extraOptions: { noLoading: true, silent: true },
    }),
  }),
});

export const { useLazyConsoleAuditQuery } = auditApi;
