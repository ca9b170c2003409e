import { afterQuiet, QUIET_AT_MOST_MS, QUIET_MS } from './afterQuiet';

/** A PerformanceObserver whose resource entries the test makes: each `requestStarted()` is a new request. */
let observers: Array<() => void> = [];
const requestStarted = () => observers.forEach((notify) => notify());
class FakeObserver {
  constructor(private readonly notify: () => void) {}
  observe() {
    observers.push(this.notify);
  }
  disconnect() {
    observers = observers.filter((n) => n !== this.notify);
  }
}

beforeEach(() => {
  jest.useFakeTimers();
  observers = [];
  globalThis.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
});
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
});

it('calls back once no request has started for a while after the load, each new request putting it off', () => {
  const callback = jest.fn();
  afterQuiet(callback);
  jest.advanceTimersByTime(QUIET_MS - 100);
  requestStarted(); // the remote's chunk, asked for after the load event
  jest.advanceTimersByTime(QUIET_MS - 100);
  expect(callback).not.toHaveBeenCalled();
  jest.advanceTimersByTime(100);
  expect(callback).toHaveBeenCalledTimes(1);
  expect(observers).toEqual([]);
  requestStarted();
  jest.advanceTimersByTime(QUIET_AT_MOST_MS);
  expect(callback).toHaveBeenCalledTimes(1);
});

it('calls back at the longest wait on a page that never stops asking (a poll)', () => {
  const callback = jest.fn();
  afterQuiet(callback);
  for (let t = 0; t < QUIET_AT_MOST_MS - QUIET_MS; t += QUIET_MS / 2) {
    requestStarted();
    jest.advanceTimersByTime(QUIET_MS / 2);
  }
  expect(callback).not.toHaveBeenCalled();
  jest.advanceTimersByTime(QUIET_MS);
  expect(callback).toHaveBeenCalledTimes(1);
});

it('never calls back once cancelled (the page left)', () => {
  const callback = jest.fn();
  afterQuiet(callback)();
  jest.advanceTimersByTime(QUIET_AT_MOST_MS * 2);
  expect(callback).not.toHaveBeenCalled();
  expect(observers).toEqual([]);
});
