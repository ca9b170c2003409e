import { makeStore, type AppDispatch, type RemoteRoute } from '@snapmall/shared';
import { afterPrefetch } from './prefetch';

const Page = () => null;
const route = (path: string, prefetch?: RemoteRoute['prefetch']): RemoteRoute => ({ path, component: Page, title: 't', sideWindows: true, auth: 'user', prefetch });
/** A request as the store sees it: a thunk whose promise settles after `ms`. */
const request = (ms: number, then: () => void = () => undefined) => (() => new Promise<void>((resolve) => setTimeout(resolve, ms)).then(then)) as unknown as Parameters<AppDispatch>[0];

it('says which path is missing from the table, or has no prefetch', async () => {
  const routes = [route('/pages/a'), route('/pages/b', () => undefined)];
  await expect(afterPrefetch(routes, '/pages/c', makeStore())).rejects.toThrow('afterPrefetch: no route /pages/c in the table (/pages/a, /pages/b)');
  await expect(afterPrefetch(routes, '/pages/a', makeStore())).rejects.toThrow('afterPrefetch: the route /pages/a has no prefetch');
});

it("runs the prefetch with the store's dispatch and the page's language and query, and waits for what the answers start too", async () => {
  const done: string[] = [];
  let page: unknown;
  const prefetch: RemoteRoute['prefetch'] = (dispatch, p) => {
    page = p;
    dispatch(request(20, () => done.push('slow')));
    dispatch(request(1, () => void dispatch(request(30, () => done.push('chained')))));
  };
  await afterPrefetch([route('/pages/a', prefetch)], '/pages/a', makeStore(), { lang: 'zh-tw', query: { id: '7' } });
  expect(page).toEqual({ lang: 'zh-tw', query: { id: '7' } });
  expect(done.sort()).toEqual(['chained', 'slow']);
});
