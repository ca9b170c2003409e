import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserInfo } from '../contract/account';
import { readStored, STORAGE_KEYS } from './storage';

export interface SessionState {
  user: UserInfo | null;
  token: string | null;
}

/** SPEC.md §4: on start, stored user info with a username counts as logged in (then refreshed from the server). */
export function initialSession(): SessionState {
  const user = readStored<UserInfo>(STORAGE_KEYS.userInfo);
  const token = readStored<string>(STORAGE_KEYS.token) ?? user?.token ?? null;
  return user?.username && token ? { user, token } : { user: null, token: null };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSession,
  reducers: {
    /** Logged in once user info containing a token is stored. */
    loggedIn: (state, action: PayloadAction<UserInfo>) => {
      state.user = action.payload;
      state.token = action.payload.token;
    },
    userRefreshed: (state, action: PayloadAction<UserInfo>) => {
      state.user = { ...action.payload, token: action.payload.token || state.token || '' };
    },
    loggedOut: () => ({ user: null, token: null }),
  },
  selectors: {
    selectUser: (state) => state.user,
    selectToken: (state) => state.token,
    selectLoggedIn: (state) => Boolean(state.token && state.user),
  },
});

export const { loggedIn, userRefreshed, loggedOut } = sessionSlice.actions;
export const { selectUser, selectToken, selectLoggedIn } = sessionSlice.selectors;
