import { useEffect } from 'react';
import {
  FLASH_KEY,
  loggedOut,
  onForcedLogout,
  selectDarkMode,
  sessionApi,
  STORAGE_KEYS,
  toastShown,
  useAppDispatch,
  useAppSelector,
  useNav,
  writeStored,
  type Notice,
} from '@snapmall/shared';
import { serviceApi } from '../common/service/api';
import { LOGIN_PATH } from '../routing/paths';

/**
 * Start-up work of SPEC.md §4: show a message a 401 left before its reload, refresh a stored session from the
 * server, keep the customer-service address, answer the forced-logout event, and apply dark mode.
 */
export function useStartup() {
  const dispatch = useAppDispatch();
  const nav = useNav();
  const dark = useAppSelector(selectDarkMode);
  const hasToken = useAppSelector((state) => Boolean(state.session.token));

  useEffect(() => {
    const flash = sessionStorage.getItem(FLASH_KEY);
    if (flash) {
      sessionStorage.removeItem(FLASH_KEY);
      try {
        const notice = JSON.parse(flash) as Notice;
        if ('text' in notice && notice.text) dispatch(toastShown(notice));
      } catch {
        // A damaged flash message is not worth an error.
      }
    }
    const service = dispatch(serviceApi.endpoints.customer.initiate());
    service.unwrap().then(
      (entries) => {
        writeStored(STORAGE_KEYS.serviceUrl, entries[0]?.url ?? null);
        writeStored(STORAGE_KEYS.serviceList, entries);
      },
      () => undefined,
    );
    return () => service.unsubscribe();
  }, [dispatch]);

  useEffect(() => {
    if (!hasToken) return;
    const refresh = dispatch(sessionApi.endpoints.retval.initiate(undefined, { forceRefetch: true }));
    return () => refresh.unsubscribe();
  }, [dispatch, hasToken]);

  useEffect(
    () =>
      onForcedLogout(() => {
        // Leave first: the page being left must not see the logged-out state and ask for a login to return to it.
        nav.relaunch(LOGIN_PATH);
        dispatch(loggedOut());
      }),
    [dispatch, nav],
  );

  useEffect(() => {
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  }, [dark]);
}
