import type { Catalogs } from '@snapmall/shared';
import enUs from './messages/en-us.json';
import zhTw from './messages/zh-tw.json';

/**
 * The kit's own texts (ids `adminKit.*`). The console registers them once at start; a page that uses the kit
 * elsewhere (a remote's harness) registers them with `catalogsAdded({ owner: 'admin-kit', catalogs })`.
 */
export const adminKitCatalogs: Catalogs = { 'en-us': enUs, 'zh-tw': zhTw };
