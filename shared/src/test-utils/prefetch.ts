// A route's prefetch as the shell runs it, for the page tests that check the page draws what it brought.
import type { AppDispatch, AppStore, Language, RemoteRoute } from '@snapmall/shared';
import { settle } from './mockApi';

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/**
 * Runs the prefetch of the route at `path` in a remote's route table with `store`'s dispatch, as the shell does
 * before the page's chunk arrives, and resolves once every request it started has settled, those it starts from
 * an earlier answer included (Play asks for the open period once the games have come). Render the page with the
 * same store afterwards: its first render should draw what the prefetch brought. Throws when the table has no
 * such path, or the route no prefetch.
 */
export async function afterPrefetch(
  routes: readonly RemoteRoute[],
  path: string,
  store: AppStore,
  { lang = 'en-us', query = {} }: { lang?: Language; query?: Record<string, string> } = {},
): Promise<void> {
  const route = routes.find((r) => r.path === path);
  if (!route) throw new Error(`afterPrefetch: no route ${path} in the table (${routes.map((r) => r.path).join(', ')})`);
  if (!route.prefetch) throw new Error(`afterPrefetch: the route ${path} has no prefetch`);
  const started: PromiseLike<unknown>[] = [];
  const dispatch = ((action: Parameters<AppDispatch>[0]) => {
    const result = store.dispatch(action);
    if (isThenable(result)) started.push(result);
    return result;
  }) as AppDispatch;
  route.prefetch(dispatch, { lang, query });
  // Each round waits for what has been started, then a task more, for what their answers start in turn.
  for (let waited = 0; waited < started.length; ) {
    const round = started.slice(waited);
    waited = started.length;
    await Promise.allSettled(round);
    await settle();
  }
}
