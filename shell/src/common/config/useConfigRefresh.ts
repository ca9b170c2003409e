import { useEffect } from 'react';
import { configLoaded, selectShopConfig, useAppDispatch, useAppStore } from '@snapmall/shared';
import { configApi } from './api';

/**
 * SPEC §3 "configuration saved locally": the shell renders from the stored copy at once and asks the server for
 * the current one at start-up and whenever the app comes back into view; a different version replaces the copy
 * (and the store writes it back to local storage). A failed refresh keeps what is shown.
 */
export function useConfigRefresh() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    let live = true;
    const refresh = () => {
      const request = dispatch(configApi.endpoints.shopConfig.initiate(undefined, { forceRefetch: true, subscribe: false }));
      request.unwrap().then(
        (config) => {
          if (live && config.version !== selectShopConfig(store.getState())?.version) dispatch(configLoaded(config));
        },
        () => undefined,
      );
    };
    refresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [dispatch, store]);
}
