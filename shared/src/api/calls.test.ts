import { callsOf, callRequest } from './calls';

/** A builder that hands back each definition, so what an endpoint would send can be read from its `query`. */
const definitions = { query: (d: unknown) => d, mutation: (d: unknown) => d, infiniteQuery: (d: unknown) => d };
type Sent = { query: (arg: unknown) => { url: string; body?: unknown }; providesTags?: unknown; infiniteQueryOptions?: unknown };
const call = callsOf(definitions as never);
const sent = (endpoint: unknown, arg: unknown) => (endpoint as Sent).query(arg);

describe('endpoints made from the contract', () => {
  it("sends the page's argument as the call's body, or what `body` makes of it, at the call's URL", () => {
    expect(sent(call.query('/api/withdraw/rules'), undefined)).toEqual({ url: '/api/withdraw/rules', body: undefined });
    const body = { amount: '100.00', paypassword: '123456', request_id: 'r1' };
    expect(sent(call.mutation('/api/withdraw/withdraw'), body)).toEqual({ url: '/api/withdraw/withdraw', body });
    expect(sent(call.query('/api/user/buylogdetail', { body: (id: number) => ({ id }) }), 7)).toEqual({ url: '/api/user/buylogdetail', body: { id: 7 } });
  });

  it('keeps the options it is given besides the request', () => {
    const endpoint = call.query('/api/withdraw/rules', { providesTags: ['User'] }) as unknown as Sent;
    expect(endpoint.providesTags).toEqual(['User']);
  });

  it('pages a list: the page number with what the filter adds, paged as every list is', () => {
    const list = call.pages('/api/user/withdrawlist', { filter: ({ status }: { status?: 0 | 1 | 2 }) => (status === undefined ? {} : { status }) });
    expect(sent(list, { queryArg: {}, pageParam: 2 })).toEqual({ url: '/api/user/withdrawlist', body: { page: 2 } });
    expect(sent(list, { queryArg: { status: 1 }, pageParam: 1 })).toEqual({ url: '/api/user/withdrawlist', body: { page: 1, status: 1 } });
    expect((list as unknown as Sent).infiniteQueryOptions).toMatchObject({ initialPageParam: 1 });
  });

  it('makes one request for an endpoint with its own queryFn', () => {
    expect(callRequest('/api/admin/notice/list', { page: 3 })).toEqual({ url: '/api/admin/notice/list', body: { page: 3 } });
    expect(callRequest('/api/withdraw/rules')).toEqual({ url: '/api/withdraw/rules', body: undefined });
  });
});
