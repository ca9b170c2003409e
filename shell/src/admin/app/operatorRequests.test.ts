import { api, FLASH_KEY, HOME_PATH, type AppStore, callsOf } from '@snapmall/shared';
import { operatorLoggedIn, selectOperator, selectSessionEnded } from '@snapmall/shared/admin';
import { mockApi } from '@snapmall/shared/test-utils';
import { installOperatorRequests, rememberPath, withOperatorToken } from './operatorRequests';
import { createConsoleStore } from './store';

/** Any operator's call will do: the console's handling of requests is the same for each. */
const probe = api.injectEndpoints({
  endpoints: (build) => ({ probe: callsOf(build).query('/api/admin/message/unread', { extraOptions: { silent: true } }) }),
});

const answer = (status: number, body: { code: number; msg: string; data?: unknown }) => mockApi({ '/api/admin/message/unread': () => ({ status, ...body }) }).fetchMock;

let uninstall: () => void;
let store: AppStore;
let goTo: jest.Mock;
beforeEach(() => {
  store = createConsoleStore();
  goTo = jest.fn();
  uninstall = installOperatorRequests(store, goTo);
});
afterEach(() => uninstall());

describe("the console's requests", () => {
  it("carry the operator's token, never a customer's", () => {
    const request = { body: { token: 'customer' } as Record<string, unknown>, headers: { token: 'customer' } as Record<string, string> };
    withOperatorToken(request, 'operator');
    expect(request).toEqual({ body: { token: 'operator' }, headers: { token: 'operator' } });
    withOperatorToken(request, null);
    expect(request).toEqual({ body: {}, headers: {} });
  });

  it('send the token the operator logged in with', async () => {
    const fetchMock = answer(200, { code: 1, msg: '', data: {} });
    store.dispatch(operatorLoggedIn({ token: 'op-token', username: 'ana', roles: ['owner'] }));
    await store.dispatch(probe.endpoints.probe.initiate());
    const [, init] = fetchMock.mock.calls[0]!;
    expect((init.headers as Record<string, string>).token).toBe('op-token');
    expect(JSON.parse(init.body as string)).toMatchObject({ token: 'op-token' });
    expect(localStorage.getItem('snapmall:token')).toBeNull();
    expect(JSON.parse(localStorage.getItem('snapmall:admin-session')!)).toEqual({ token: 'op-token', username: 'ana', roles: ['owner'] });
  });

  it("end the operator's session on a 401, with the server's words, and lead to the login (the customer's keys untouched)", async () => {
    localStorage.setItem('snapmall:token', JSON.stringify('customer-token'));
    answer(401, { code: 401, msg: 'Please log in again', data: null });
    store.dispatch(operatorLoggedIn({ token: 'op-token', username: 'ana', roles: ['owner'] }));
    rememberPath('/bank/deposits?status=0');
    await store.dispatch(probe.endpoints.probe.initiate());
    expect(selectOperator(store.getState())).toBeNull();
    expect(selectSessionEnded(store.getState())).toBe('Please log in again');
    expect(sessionStorage.getItem(FLASH_KEY)).toBeNull();
    expect(goTo).toHaveBeenCalledWith('#/login?redirect=%2Fbank%2Fdeposits%3Fstatus%3D0');
    expect(localStorage.getItem('snapmall:admin-session')).toBeNull();
    expect(localStorage.getItem('snapmall:token')).toBe(JSON.stringify('customer-token'));
  });

  it("never take the shop's home (where the base query sends a 401) or the login for the page to return to", async () => {
    answer(401, { code: 401, msg: '', data: null });
    rememberPath('/games/draws');
    rememberPath(HOME_PATH);
    rememberPath('/login');
    await store.dispatch(probe.endpoints.probe.initiate());
    expect(goTo).toHaveBeenCalledWith('#/login?redirect=%2Fgames%2Fdraws');
    expect(selectSessionEnded(store.getState())).toBeNull();
  });
});
