import { DEFAULT_TAB_BAR, selectShopConfig, useAppSelector, type ShopConfig } from '@snapmall/shared';
import { shownByNavigation } from './navigation';

/** The configuration held now: the stored copy or the server's; null on a first visit until the server answers. */
export const useShopConfig = (): ShopConfig | null => useAppSelector(selectShopConfig);

/** The tab bar to draw (the built-in one until a configuration is known), less the tabs navigation hides. */
export function useTabBar(): ShopConfig['tabbar'] {
  const config = useShopConfig();
  const tabbar = config?.tabbar ?? DEFAULT_TAB_BAR;
  const list = tabbar.list.filter((tab) => shownByNavigation(tab.pagePath, config?.navigation));
  return list.length === tabbar.list.length ? tabbar : { ...tabbar, list };
}

/** A predicate for entries (shortcuts, menus) that the operator's navigation switches may hide. */
export function useNavigationFilter(): (path: string) => boolean {
  const navigation = useShopConfig()?.navigation;
  return (path) => shownByNavigation(path, navigation);
}
