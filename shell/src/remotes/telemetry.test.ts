import type { RemoteRegistryEntry } from '@snapmall/shared';
import {
  BATCH_SIZE,
  errorName,
  FLUSH_AFTER_MS,
  flushTelemetry,
  MAX_EVENTS_PER_MINUTE,
  reportFailure,
  reportLoad,
  resetTelemetry,
  TELEMETRY_URL,
} from './telemetry';
import { CLIENT_KEY } from '../federation/clientId';
import { PREVIEW_KEY } from './previewToken';

const bank: RemoteRegistryEntry = {
  name: 'mf_bank',
  remote: 'mf-bank',
  manifest: '/remotes/mf-bank/v/0.2.0+1a2b3c4d5e6f/mf-manifest.json',
  prefixes: ['/pages/bank/'],
  version: '0.2.0+1a2b3c4d5e6f',
};
const fromDisk: RemoteRegistryEntry = { name: 'mf_bank', manifest: '/remotes/mf-bank/mf-manifest.json', prefixes: ['/pages/bank/'] };

let fetchMock: jest.Mock;
const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string) as { client: string; preview?: string; events: object[] });
const CLIENT = 'client-telemetry-test-1';

beforeEach(() => {
  jest.useFakeTimers();
  resetTelemetry();
  localStorage.setItem(CLIENT_KEY, CLIENT);
  sessionStorage.removeItem(PREVIEW_KEY);
  fetchMock = jest.fn().mockResolvedValue({ ok: true });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  jest.useRealTimers();
});

it('sends loads and failures of releases in one batch about two seconds after the first', () => {
  reportLoad(bank);
  reportFailure(bank, new TypeError('x is undefined at secret place'), '/pages/bank/deposit?amount=100');
  expect(fetchMock).not.toHaveBeenCalled();
  jest.advanceTimersByTime(FLUSH_AFTER_MS);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe(TELEMETRY_URL);
  expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' } });
  // The route's path only: no query, and the error's name, never its message.
  expect(sentBodies()[0]).toEqual({
    client: CLIENT,
    events: [
      { remote: 'mf-bank', version: '0.2.0+1a2b3c4d5e6f', kind: 'load' },
      { remote: 'mf-bank', version: '0.2.0+1a2b3c4d5e6f', kind: 'failure', error: 'TypeError', route: '/pages/bank/deposit' },
    ],
  });
});

it('reports nothing for a remote served from a local build (no version)', () => {
  reportLoad(fromDisk);
  reportFailure(fromDisk, new Error('boom'));
  jest.advanceTimersByTime(FLUSH_AFTER_MS * 2);
  expect(fetchMock).not.toHaveBeenCalled();
});

it('names the remote by its registry name, from the container name when the entry has none', () => {
  reportLoad({ ...bank, remote: undefined });
  flushTelemetry();
  expect(sentBodies()[0]!.events[0]).toMatchObject({ remote: 'mf-bank' });
});

it('sends at once when 20 are queued', () => {
  for (let i = 0; i < BATCH_SIZE; i++) reportLoad(bank);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(sentBodies()[0]!.events).toHaveLength(BATCH_SIZE);
});

it('keeps to 30 events a minute, then takes events again', () => {
  for (let i = 0; i < 100; i++) reportFailure(bank, new Error('loop'), '/pages/bank/deposit');
  jest.advanceTimersByTime(FLUSH_AFTER_MS);
  expect(sentBodies().flatMap((b) => b.events)).toHaveLength(MAX_EVENTS_PER_MINUTE);
  expect(sentBodies().every((b) => b.events.length <= BATCH_SIZE)).toBe(true);
  jest.advanceTimersByTime(60_000);
  reportLoad(bank);
  jest.advanceTimersByTime(FLUSH_AFTER_MS);
  expect(sentBodies().flatMap((b) => b.events)).toHaveLength(MAX_EVENTS_PER_MINUTE + 1);
});

it('uses a beacon when the page is hidden or left, and fetch keepalive when the beacon is refused', () => {
  const sendBeacon = jest.fn().mockReturnValue(true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  reportLoad(bank);
  window.dispatchEvent(new Event('pagehide'));
  expect(sendBeacon).toHaveBeenCalledWith(TELEMETRY_URL, expect.any(Blob));
  expect(fetchMock).not.toHaveBeenCalled();
  sendBeacon.mockReturnValue(false);
  reportLoad(bank);
  window.dispatchEvent(new Event('pagehide'));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  // Nothing is left for the timer to send twice.
  jest.advanceTimersByTime(FLUSH_AFTER_MS);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
});

it('never throws and never retries, whatever the network does', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  reportLoad(bank);
  expect(() => jest.advanceTimersByTime(FLUSH_AFTER_MS)).not.toThrow();
  await Promise.resolve();
  jest.advanceTimersByTime(FLUSH_AFTER_MS * 10);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  fetchMock.mockImplementation(() => {
    throw new Error('no fetch here');
  });
  reportLoad(bank);
  expect(() => flushTelemetry()).not.toThrow();
});

it('leaves out what the server would refuse: an odd route, and cuts an error name to its characters', () => {
  reportFailure(bank, new Error('x'), '/pages/bank/<script>');
  reportFailure(bank, { name: 'Chunk Load Error!' });
  reportFailure({ ...bank, version: 'not a version!' }, new Error('x'));
  flushTelemetry();
  expect(sentBodies()[0]!.events).toEqual([
    { remote: 'mf-bank', version: bank.version, kind: 'failure', error: 'Error' },
    { remote: 'mf-bank', version: bank.version, kind: 'failure', error: 'ChunkLoadError' },
  ]);
});

it('names errors by their name', () => {
  const chunk = Object.assign(new Error('Loading chunk 12 failed'), { name: 'ChunkLoadError' });
  expect(errorName(chunk)).toBe('ChunkLoadError');
  expect(errorName('RouteOutsidePrefixes')).toBe('RouteOutsidePrefixes');
  expect(errorName(undefined)).toBe('Error');
  expect(errorName('x'.repeat(100))).toHaveLength(60);
});

it("names this browser's client id in every call, and the preview link's token while it holds one", () => {
  sessionStorage.setItem(PREVIEW_KEY, 'payload.signature');
  reportLoad(bank);
  flushTelemetry();
  expect(sentBodies()[0]).toEqual({ client: CLIENT, preview: 'payload.signature', events: [{ remote: 'mf-bank', version: bank.version, kind: 'load' }] });
});
