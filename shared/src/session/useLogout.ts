import { useCallback } from 'react';
import { HOME_PATH } from '../api/baseQuery';
import { useNav } from '../nav/useNav';
import { useAppDispatch } from '../store/store';
import { useConfirm } from '../ui/ConfirmProvider';
import { useLogoutMutation } from './sessionApi';
import { loggedOut } from './sessionSlice';

/** Logout with the confirmation of SPEC.md §4; the session is cleared even if the server can't be reached. */
export function useLogout() {
  const confirm = useConfirm();
  const dispatch = useAppDispatch();
  const nav = useNav();
  const [logout] = useLogoutMutation();
  return useCallback(async () => {
    if (!(await confirm('logout.confirm'))) return false;
    await logout().catch(() => undefined);
    dispatch(loggedOut());
    nav.relaunch(HOME_PATH);
    return true;
  }, [confirm, dispatch, logout, nav]);
}
