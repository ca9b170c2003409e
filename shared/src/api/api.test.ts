import { api, dataQuery } from './api';
import { baseQuery } from './baseQuery';
import { makeStore } from '../store/store';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    unwrapProbe: build.query<{ x: number }, void>({ query: () => ({ url: '/api/test/unwrap' }) }),
    reshapeProbe: build.query<number, void>({
      query: () => ({ url: '/api/test/reshape' }),
      transformResponse: (data: { x: number }) => data.x * 2,
    }),
  }),
});

const fetchMock = jest.fn();
const respond = (status: number, body: unknown) => fetchMock.mockResolvedValueOnce({ status, text: async () => JSON.stringify(body) });

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('the envelope is unwrapped once, by the slice', () => {
  it("answers an endpoint with the envelope's data, so endpoints need no transformResponse", async () => {
    respond(200, { code: 1, msg: 'ok', time: 1, data: { x: 7 } });
    const result = await makeStore().dispatch(probe.endpoints.unwrapProbe.initiate());
    expect(result.data).toEqual({ x: 7 });
  });

  it('gives a transformResponse the data, to reshape', async () => {
    respond(200, { code: 1, msg: 'ok', data: { x: 21 } });
    const result = await makeStore().dispatch(probe.endpoints.reshapeProbe.initiate());
    expect(result.data).toBe(42);
  });

  it('leaves a rejection as the base query made it', async () => {
    respond(200, { code: 0, msg: 'Refused here', data: null });
    const result = await makeStore().dispatch(probe.endpoints.unwrapProbe.initiate());
    expect(result.error).toMatchObject({ kind: 'refused', message: 'Refused here' });
  });

  it('is the transport of baseQuery, which alone still answers the whole envelope', async () => {
    const store = makeStore();
    const bqApi = { getState: store.getState, dispatch: store.dispatch, signal: new AbortController().signal } as unknown as Parameters<typeof baseQuery>[1];
    respond(200, { code: 1, msg: 'ok', data: 5 });
    expect(await baseQuery('/api/test/raw', bqApi, {})).toMatchObject({ data: { code: 1, data: 5 } });
    respond(200, { status: 1, data: 6 });
    expect(await baseQuery('/api/test/raw', bqApi, {})).toMatchObject({ data: { status: 1, data: 6 } });
    respond(200, { code: 1, msg: 'ok', data: 5 });
    expect(await dataQuery('/api/test/raw', bqApi, {})).toMatchObject({ data: 5 });
  });
});
