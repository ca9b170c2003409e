import { catalogsAdded, makeStore, type AppStore } from '@snapmall/shared';
import enUs from '../../messages/en-us.json';
import zhTw from '../../messages/zh-tw.json';
import { setPageTextsStore } from '../routing/pageTexts';

/** The one store of the page, with the shell's texts: remotes inject into it and never create their own. */
export function createShellStore(): AppStore {
  const store = makeStore();
  store.dispatch(catalogsAdded({ owner: 'shell', catalogs: { 'en-us': enUs, 'zh-tw': zhTw } }));
  setPageTextsStore(store);
  return store;
}
