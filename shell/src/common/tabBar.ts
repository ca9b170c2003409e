import type { ShopConfig } from '@snapmall/shared';

/** The tab bar's page configuration (SPEC.md §2), as the server's config.tabbar gives it. */
export type TabBarConfig = ShopConfig['tabbar'];
export type TabIcon = TabBarConfig['list'][number]['icon'];

/**
 * The icon names config.tabbar may use (the contract's TAB_ICON_NAMES, the one list), drawn as 24 × 24 strokes: one
 * path each, stroked, never filled. Typed by the contract's names, so a name without its path fails the typecheck.
 */
export const TAB_ICONS: Record<TabIcon, string> = {
  home: 'M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  notice: 'M4 9v6h4l6 4V5L8 9zm13-1a5 5 0 0 1 0 8',
  service: 'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v6H5a1 1 0 0 1-1-1zm16 0h-3v6h2a1 1 0 0 0 1-1z',
  me: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0',
  shopping: 'M5 8h14l-1.2 12H6.2zM9 8V6.5a3 3 0 0 1 6 0V8',
  lottery: 'M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4zm11 0v10',
  message: 'M4 6h16v12H4zm0 1 8 6 8-6',
  gift: 'M3 8h18v4H3zm2 4v9h14v-9M12 8v13m0-13C10.5 4.5 7 4 7 6.3 7 8 9.5 8 12 8c1.5-3.5 5-4 5-1.7C17 8 14.5 8 12 8',
  star: 'M12 3.6l2.3 6 6.4.4-5 4 1.7 6.2-5.4-3.5-5.4 3.5 1.7-6.2-5-4 6.4-.4z',
  wallet: 'M4 6a2 2 0 0 1 2-2h11v3M4 6v13a1 1 0 0 0 1 1h15V7H5a1 1 0 0 1-1-1zm16 6h-4a2 2 0 0 0 0 4h4',
  card: 'M3 6h18v12H3zm0 4h18M6 15h4',
  cart: 'M3 4h2.5l2 11h10l2-8H6m2 12.5a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0m7 0a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0',
  heart: 'M12 20s-8-4.6-8-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 8 2.5C20 15.4 12 20 12 20z',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zm4.6-1.9L20 20',
  bell: 'M6 15v-5a6 6 0 0 1 12 0v5l1.5 2h-15zm4 4.5a2 2 0 0 0 4 0',
  chart: 'M4 4v16h16M8 16v-5m4 5V7m4 9v-3',
  coupon: 'M4 4h7.5l8.5 8.5-7.5 7.5L4 11.5zm4 4.5a1 1 0 1 0 2 0 1 1 0 1 0-2 0',
};

/** Paths whose tab carries the unread-message badge: "me" (where the message center is linked) and a message tab. */
export const BADGED_TABS = new Set(['/pages/my/info', '/pages/message/index']);
