import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ShopConfig } from '../contract/config';
import { readStored, STORAGE_KEYS } from '../session/storage';

export interface ConfigState {
  /** The shop's configuration (SPEC §3 "app store"): the stored copy at start, replaced when the server's differs. */
  value: ShopConfig | null;
}

/** A stored copy is used only if it has the parts the chrome reads: an older app's copy of another shape is dropped. */
export function isShopConfig(value: unknown): value is ShopConfig {
  const c = value as Partial<ShopConfig> | null | undefined;
  return Boolean(
    c &&
      typeof c.version === 'string' &&
      Array.isArray(c.tabbar?.list) &&
      c.tabbar.dark &&
      c.navigation &&
      c.sign_in &&
      c.clause &&
      c.base?.site_name &&
      Array.isArray(c.banner) &&
      Array.isArray(c.vipList),
  );
}

export function initialConfig(): ConfigState {
  const stored = readStored<unknown>(STORAGE_KEYS.config);
  return { value: isShopConfig(stored) ? stored : null };
}

export const configSlice = createSlice({
  name: 'config',
  initialState: initialConfig,
  reducers: {
    /** The server's configuration, when its version differs from the one held (persisted by the store). */
    configLoaded: (state, action: PayloadAction<ShopConfig>) => {
      state.value = action.payload;
    },
  },
  selectors: {
    selectShopConfig: (state) => state.value,
  },
});

export const { configLoaded } = configSlice.actions;
export const { selectShopConfig } = configSlice.selectors;
