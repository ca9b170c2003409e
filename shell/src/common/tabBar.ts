import type { ShopConfig } from '@snapmall/shared';

/** The tab bar's page configuration (SPEC.md §2), as the server's config.tabbar gives it. */
export type TabBarConfig = ShopConfig['tabbar'];
export type TabIcon = TabBarConfig['list'][number]['icon'];

/** The icon names config.tabbar may use (the contract's TAB_ICON_NAMES), drawn as 24 × 24 strokes. */
export const TAB_ICONS: Record<TabIcon, string> = {
  home: 'M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  notice: 'M4 9v6h4l6 4V5L8 9zm13-1a5 5 0 0 1 0 8',
  service: 'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v6H5a1 1 0 0 1-1-1zm16 0h-3v6h2a1 1 0 0 0 1-1z',
  me: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0',
  shopping: 'M5 8h14l-1.2 12H6.2zM9 8V6.5a3 3 0 0 1 6 0V8',
  lottery: 'M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4zm11 0v10',
  message: 'M4 6h16v12H4zm0 1 8 6 8-6',
};

/** Paths whose tab carries the unread-message badge: "me" (where the message center is linked) and a message tab. */
export const BADGED_TABS = new Set(['/pages/my/info', '/pages/message/index']);
