import { makeStore, type AppStore } from '@snapmall/shared';

/** The one store of the page: remotes inject into it and never create their own. */
export function createShellStore(): AppStore {
  return makeStore();
}
