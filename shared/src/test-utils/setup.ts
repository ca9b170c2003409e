import { TextDecoder, TextEncoder } from 'node:util';

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
