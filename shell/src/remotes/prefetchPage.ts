import { selectLanguage, selectLoggedIn, type AppDispatch, type RemoteRoute, type RootState } from '@snapmall/shared';
import { mayOpen } from '../routing/auth';

/**
 * The route's first data (its `prefetch`), asked for as soon as its table is loaded: in parallel with the page's
 * chunk, not after it has run. Nothing for a page the visitor may not open (it sends them elsewhere), and a
 * remote's prefetch that throws costs the page nothing: its own hooks ask as they always did.
 */
export const prefetchPage = (route: RemoteRoute, search: string) => (dispatch: AppDispatch, getState: () => RootState) => {
  const state = getState();
  if (!route.prefetch || !mayOpen(route.auth, selectLoggedIn(state))) return;
  try {
    route.prefetch(dispatch, { lang: selectLanguage(state), query: Object.fromEntries(new URLSearchParams(search)) });
  } catch (error) {
    console.warn(`The prefetch of ${route.path} failed`, error);
  }
};
