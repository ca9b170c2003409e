import { api, type ShopConfig, callsOf } from '@snapmall/shared';
import type { ConfigKey } from '@snapmall/shared/contract';

/** One key's value as the operator saves it: the server checks it against that key's own schema (CONFIG_SCHEMAS). */
export type ConfigValue<K extends ConfigKey = ConfigKey> = ShopConfig[K];

/** The configuration's calls (content role): every key the server knows, and one key saved at a time (audited). */
export const configApi = api.injectEndpoints({
  endpoints: (build) => {
    const call = callsOf(build);
    return {
      consoleConfig: call.query('/api/admin/config/get', { keepUnusedDataFor: 0, extraOptions: { noLoading: true, silent: true } }),
      consoleConfigSave: call.mutation('/api/admin/config/save', { extraOptions: { silent: true } }),
    };
  },
});

export const { useConsoleConfigQuery, useConsoleConfigSaveMutation } = configApi;
