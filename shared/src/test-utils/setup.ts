import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// The unit stage runs these beside the server suites and their database on two cores: a find* that waits for a
// mocked answer and a render can pass 1 s (testing-library's default) with nothing wrong. CI failed so once.
configure({ asyncUtilTimeout: 5000 });
// Longer than a find*'s wait, so a find* that fails says what it did not find instead of the test timing out first.
jest.setTimeout(15_000);

// react-router needs these, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });
// jsdom lacks these; components use them.
window.scrollTo = () => undefined;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  addListener: () => undefined,
  removeListener: () => undefined,
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
