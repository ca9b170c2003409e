import { api, callsOf } from '@snapmall/shared';

/** The audit trail (owner): newest first, by operator, kind (an action prefix), target and days. */
export const auditApi = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      consoleAudit: call.query('/api/admin/audit/list', { keepUnusedDataFor: 0, extraOptions: { noLoading: true, silent: true } }),
    };
  },
});

export const { useLazyConsoleAuditQuery } = auditApi;
