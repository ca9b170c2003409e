import type { VitalSample } from '@snapmall/shared/contract';
import { CLIENT_KEY } from '../../federation/clientId';
import { PREVIEW_KEY } from '../previewToken';
import { BATCH_SIZE, FLUSH_AFTER_MS, flushVitals, queueVital, resetVitals, VITALS_URL } from './beacon';

const CLIENT = 'client-vitals-test-1';
const sample = (value: number): VitalSample => ({ metric: 'LCP', value, route: '/pages/bank/deposit', remote: 'mf-bank', version: '0.2.0+1a2b3c4d5e6f' });
let beacon: jest.Mock;
/** jsdom's Blob cannot be read back synchronously: a stand-in keeps the parts it was made of. */
class PartsBlob {
  constructor(
    readonly parts: string[],
    readonly options: { type: string },
  ) {}
}
const sent = () =>
  (beacon.mock.calls as Array<[string, PartsBlob]>).map(([url, blob]) => ({
    url,
    type: blob.options.type,
    body: JSON.parse(blob.parts.join('')) as { samples: object[] } & Record<string, unknown>,
  }));
let hidden = false;

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  globalThis.Blob = PartsBlob as unknown as typeof Blob;
  // A phone's width.
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
});
beforeEach(() => {
  jest.useFakeTimers();
  resetVitals();
  hidden = false;
  localStorage.setItem(CLIENT_KEY, CLIENT);
  sessionStorage.removeItem(PREVIEW_KEY);
  beacon = jest.fn().mockReturnValue(true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
});
afterEach(() => jest.useRealTimers());

it('batches the samples of a visible page and beacons them after a while, with the client, device and connection', () => {
  queueVital(sample(1000));
  queueVital(sample(1100));
  expect(beacon).not.toHaveBeenCalled();
  jest.advanceTimersByTime(FLUSH_AFTER_MS);
  const [call] = sent();
  expect(call!.url).toBe(VITALS_URL);
  expect(call!.type).toBe('application/json');
  expect(call!.body).toEqual({ client: CLIENT, device: 'phone', connection: 'unknown', samples: [sample(1000), sample(1100)] });
});

it('sends at once what is measured on a hidden page, and splits into batches the server takes', () => {
  hidden = true;
  queueVital(sample(1));
  expect(beacon).toHaveBeenCalledTimes(1);
  hidden = false;
  for (let i = 0; i < BATCH_SIZE + 3; i++) queueVital(sample(i));
  flushVitals();
  expect(sent().map((c) => c.body.samples.length)).toEqual([1, BATCH_SIZE, 3]);
});

it('carries the preview token while one is held', () => {
  sessionStorage.setItem(PREVIEW_KEY, 'preview-token-1');
  queueVital(sample(1));
  flushVitals();
  expect(sent()[0]!.body.preview).toBe('preview-token-1');
});
