import { makeStore, type RemoteRoute } from '@snapmall/shared';
import { storeWithUser } from '@snapmall/shared/test-utils';
import { prefetchPage } from './prefetchPage';

/** A store nobody is logged in to (a store reads the session a test before it left in storage). */
const visitorStore = () => {
  localStorage.clear();
  return makeStore();
};

const route = (auth: RemoteRoute['auth'], prefetch: RemoteRoute['prefetch']): RemoteRoute => ({ path: '/pages/x/index', component: () => null, title: 'x', sideWindows: true, auth, prefetch });

it("asks for a route's first data with the language and the query, only when the visitor may open the page", () => {
  const prefetch = jest.fn();
  const customer = storeWithUser();
  customer.dispatch(prefetchPage(route('user', prefetch), '?game_id=2&x=y'));
  expect(prefetch).toHaveBeenCalledWith(expect.any(Function), { lang: 'en-us', query: { game_id: '2', x: 'y' } });

  prefetch.mockClear();
  // A visitor is sent to log in from a customer's page; a customer away from a guest's page: nothing is asked.
  visitorStore().dispatch(prefetchPage(route('user', prefetch), ''));
  storeWithUser().dispatch(prefetchPage(route('guest', prefetch), ''));
  expect(prefetch).not.toHaveBeenCalled();
  visitorStore().dispatch(prefetchPage(route('guest', prefetch), ''));
  expect(prefetch).toHaveBeenCalledTimes(1);
});

it("a remote's prefetch that throws costs the page nothing", () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const throwing = () => {
    throw new Error('broken');
  };
  expect(() => storeWithUser().dispatch(prefetchPage(route('any', throwing), ''))).not.toThrow();
  expect(warn).toHaveBeenCalledWith('The prefetch of /pages/x/index failed', expect.any(Error));
  warn.mockRestore();
});
