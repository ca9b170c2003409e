import { lazy, type ComponentType } from 'react';
import { catalogsAdded, type AppStore, type Catalogs, type PageProps } from '@snapmall/shared';

let target: AppStore | undefined;

/** The store lazily loaded pages add their texts to (the shell's one store; set when it is made). */
export function setPageTextsStore(store: AppStore) {
  target = store;
}

/**
 * A shell page loaded on first visit together with its texts (shell/messages/pages): they are added to the store
 * before the page renders, and stay out of the bundle home loads (one catalog for these pages, loaded with the first).
 */
export function lazyWithTexts(load: () => Promise<{ default: ComponentType<PageProps>; catalogs: Catalogs }>) {
  return lazy(async () => {
    const page = await load();
    target?.dispatch(catalogsAdded({ owner: 'shell-pages', catalogs: page.catalogs }));
    return page;
  });
}
