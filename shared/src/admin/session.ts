import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStored, rootReducer, useAppSelector, writeStored, type RootState } from '@snapmall/shared';
import type { OperatorRole } from '../contract/admin';
import { isRole, rolesAllow, type RoleNeed } from './roles';

/**
 * The operator's own session, kept apart from the customer's: its own state slice and its own storage key, so a
 * customer's token never opens the console and an operator's never reaches the shop's pages.
 */
export const ADMIN_SESSION_KEY = 'snapmall:admin-session';

export interface OperatorSession {
  token: string;
  username: string;
  roles: OperatorRole[];
}

export interface AdminSessionState {
  operator: OperatorSession | null;
  /** Why the last session ended (the server's words), shown on the login page once. */
  ended: string | null;
}

/** A stored session, if it is whole: anything else (another version's shape, a hand edit) starts logged out. */
export function readOperatorSession(): OperatorSession | null {
  const stored = readStored<Partial<OperatorSession>>(ADMIN_SESSION_KEY);
  if (!stored || typeof stored.token !== 'string' || !stored.token || typeof stored.username !== 'string') return null;
  const roles = Array.isArray(stored.roles) ? stored.roles.filter(isRole) : [];
  return { token: stored.token, username: stored.username, roles };
}

export const adminSessionSlice = createSlice({
  name: 'adminSession',
  initialState: (): AdminSessionState => ({ operator: readOperatorSession(), ended: null }),
  reducers: {
    operatorLoggedIn: (_state, action: PayloadAction<OperatorSession>) => ({ operator: action.payload, ended: null }),
    /** `reason`: the server's words when it ended the session (a 401); none for a logout. */
    operatorLoggedOut: (_state, action: PayloadAction<string | undefined>) => ({ operator: null, ended: action.payload ?? null }),
    endedNoticeSeen: (state) => {
      state.ended = null;
    },
  },
  selectors: {
    selectOperator: (state) => state.operator,
    selectOperatorToken: (state) => state.operator?.token ?? null,
    selectSessionEnded: (state) => state.ended,
  },
});

export const { operatorLoggedIn, operatorLoggedOut, endedNoticeSeen } = adminSessionSlice.actions;

/** The slice inside the one root reducer (added when the console first loads the kit). */
const injected = adminSessionSlice.injectInto(rootReducer);
/** The store's state once the console has the slice (the shop's never does). */
export type AdminRootState = RootState & { adminSession?: AdminSessionState };
/** The logged-in operator, or null; from the root state. */
export const selectOperator = (state: AdminRootState) => injected.selectors.selectOperator(state);
export const selectOperatorToken = (state: AdminRootState) => injected.selectors.selectOperatorToken(state);
/** Why the last session ended, if the server ended it. */
export const selectSessionEnded = (state: AdminRootState) => injected.selectors.selectSessionEnded(state);

/** Keeps the operator's session in its own storage key (the console's store calls it on every change). */
export function storeOperatorSession(operator: OperatorSession | null): void {
  writeStored(ADMIN_SESSION_KEY, operator);
}

export interface AdminSession {
  /** Null before login. */
  operator: OperatorSession | null;
  username: string;
  roles: readonly OperatorRole[];
  /** Whether this operator may open what needs `need` (an owner may open everything). */
  can: (need: RoleNeed) => boolean;
}

/** The operator at the console: name, roles and `can(role)`, the rule the console hides pages and actions by. */
export function useAdminSession(): AdminSession {
  const operator = useAppSelector(selectOperator);
  const roles = operator?.roles ?? [];
  return { operator, username: operator?.username ?? '', roles, can: (need: RoleNeed) => Boolean(operator) && rolesAllow(roles, need) };
}
