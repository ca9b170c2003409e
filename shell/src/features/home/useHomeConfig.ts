import { useEffect } from 'react';
import { configLoaded, useAppDispatch, type ShopConfig } from '@snapmall/shared';
import { configApi } from '../../common/config/api';
import { useShopConfig } from '../../common/config/useShopConfig';

/**
 * The configuration home is laid out by, and whether home must wait for it. Home's layout follows the
 * configuration (the banner, the navigation switches, the VIP levels), so on a first visit, with no stored
 * copy yet, home waits for it rather than drawing a guess that moves when it arrives. The subscription joins
 * the start-up request (RTK Query sends one request per query at a time); when that request fails, home is
 * drawn with the defaults instead of waiting for ever.
 */
export function useHomeConfig(): { config: ShopConfig | null; waiting: boolean } {
  const dispatch = useAppDispatch();
  const config = useShopConfig();
  const { data, isError } = configApi.endpoints.shopConfig.useQuery(undefined, { skip: config !== null });
  // The start-up refresh stores what it gets; this covers an answer to home's own retry after that one failed.
  useEffect(() => {
    if (data && config === null) dispatch(configLoaded(data));
  }, [config, data, dispatch]);
  return { config, waiting: config === null && !isError };
}
