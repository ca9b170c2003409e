import { api, type ShopConfig } from '@snapmall/shared';
import type { ConfigKey } from '@snapmall/shared/contract';

/** One key's value as the operator saves it: the server checks it against that key's own schema (CONFIG_SCHEMAS). */
export type ConfigValue<K extends ConfigKey = ConfigKey> = ShopConfig[K];

/** The configuration's calls (content role): every key the server knows, and one key saved at a time (audited). */
export const configApi = api.injectEndpoints({
  endpoints: (build) => ({
    consoleConfig: build.query<ShopConfig, void>({
      query: () => ({ url: '/api/admin/config/get' }),
      keepUnusedDataFor: 0,
      extraOptions: { noLoading: true, silent: true },
    }),
    consoleConfigSave: build.mutation<{ key: ConfigKey }, { key: ConfigKey; value: ConfigValue }>({
      query: (body) => ({ url: '/api/admin/config/save', body: { ...body } }),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useConsoleConfigQuery, useConsoleConfigSaveMutation } = configApi;
