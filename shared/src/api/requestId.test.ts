import { act, renderHook } from '@testing-library/react';
import { RULES } from '../contract/rules';
import { newRequestId, useRequestId } from './requestId';

const UUID = new RegExp(RULES.uuidPattern);

it('makes version 4 UUIDs the server accepts', () => {
  const ids = new Set(Array.from({ length: 50 }, newRequestId));
  expect(ids.size).toBe(50);
  for (const id of ids) expect(id).toMatch(UUID);
});

it('still makes them where crypto.randomUUID is missing (plain http)', () => {
  const original = globalThis.crypto.randomUUID;
  Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
  try {
    const id = newRequestId();
    expect(id).toMatch(UUID);
    expect(id[14]).toBe('4');
    expect('89ab').toContain(id[19]);
  } finally {
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true });
  }
});

it('keeps one id until renewed', () => {
  const { result, rerender } = renderHook(() => useRequestId());
  const first = result.current.requestId;
  rerender();
  expect(result.current.requestId).toBe(first);
  act(() => result.current.renew());
  expect(result.current.requestId).not.toBe(first);
  expect(result.current.requestId).toMatch(UUID);
});
