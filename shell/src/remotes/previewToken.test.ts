import { adoptPreviewLink, clearPreviewToken, PREVIEW_KEY, previewToken } from './previewToken';

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

it('moves ?preview= from the address to this tab, keeping the hash and the rest of the query', () => {
  window.history.replaceState({ idx: 3 }, '', '/?from=app&preview=abc.def#/pages/bank/deposit?amount=5');
  adoptPreviewLink();
  expect(sessionStorage.getItem(PREVIEW_KEY)).toBe('abc.def');
  expect(previewToken()).toBe('abc.def');
  expect(window.location.search).toBe('?from=app');
  expect(window.location.hash).toBe('#/pages/bank/deposit?amount=5');
  expect(window.history.state).toEqual({ idx: 3 });
  expect(localStorage.getItem(PREVIEW_KEY)).toBeNull();
});

it('leaves no empty query behind, and ignores an address without a preview', () => {
  window.history.replaceState(null, '', '/?preview=abc.def#/pages/index/index');
  adoptPreviewLink();
  expect(window.location.href).toBe('http://localhost/#/pages/index/index');
  window.history.replaceState(null, '', '/?from=app#/');
  adoptPreviewLink();
  expect(window.location.search).toBe('?from=app');
  expect(previewToken()).toBe('abc.def');
});

it('takes a new link over the one held, and forgets it when cleared', () => {
  window.history.replaceState(null, '', '/?preview=first');
  adoptPreviewLink();
  window.history.replaceState(null, '', '/?preview=second');
  adoptPreviewLink();
  expect(previewToken()).toBe('second');
  clearPreviewToken();
  expect(previewToken()).toBeNull();
});

it('does not keep an absurdly long token, but still cleans the address', () => {
  window.history.replaceState(null, '', `/?preview=${'x'.repeat(600)}#/`);
  expect(adoptPreviewLink()).toBe('link');
  expect(previewToken()).toBeNull();
  expect(window.location.search).toBe('');
});

it('takes an empty ?preview= as a request to see this browser id, and lets go of the link held', () => {
  window.history.replaceState(null, '', '/?preview=held');
  expect(adoptPreviewLink()).toBe('link');
  window.history.replaceState(null, '', '/?preview=#/');
  expect(adoptPreviewLink()).toBe('client-id');
  expect(previewToken()).toBeNull();
  expect(window.location.href).toBe('http://localhost/#/');
  expect(adoptPreviewLink()).toBeUndefined();
});
