import { CLIENT_KEY, clientId } from './clientId';

beforeEach(() => localStorage.clear());

it('makes a random id on first use and keeps it in local storage', () => {
  const id = clientId();
  expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(localStorage.getItem(CLIENT_KEY)).toBe(id);
  expect(clientId()).toBe(id);
  localStorage.clear();
  expect(clientId()).not.toBe(id);
});

it('replaces a stored id that is not one', () => {
  localStorage.setItem(CLIENT_KEY, '<img src=x>');
  expect(clientId()).not.toBe('<img src=x>');
});

it('still makes a UUID where crypto.randomUUID is missing (plain http)', () => {
  const randomUUID = crypto.randomUUID;
  Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
  try {
    expect(clientId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  } finally {
    Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
  }
});

it('gives the page an id of its own when storage is unavailable, the same for the whole page', () => {
  const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  const first = clientId();
  expect(first).toMatch(/^[0-9a-f-]{36}$/);
  expect(clientId()).toBe(first);
  getItem.mockRestore();
});
