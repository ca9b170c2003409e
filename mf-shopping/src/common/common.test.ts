import { renderHook } from '@testing-library/react';
import { describeFailure } from './failure';
import { useIntentId } from './intent';
import { saleState } from './sale';
import { statusLabelId, statusTone } from './status';

it('keeps the outcome unknown only when no answer came', () => {
  expect(describeFailure({ kind: 'timeout', status: 0, message: '' })).toEqual({ notice: { id: 'shop.error.noAnswer' }, unknownOutcome: true });
  expect(describeFailure({ kind: 'network', status: 0, message: '' }).unknownOutcome).toBe(true);
  expect(describeFailure({ kind: 'http', status: 503, message: '' }).unknownOutcome).toBe(true);
  expect(describeFailure({ kind: 'refused', status: 200, message: 'Sold out' })).toEqual({ notice: { text: 'Sold out' }, unknownOutcome: false });
  expect(describeFailure({ kind: 'http', status: 409, message: '' })).toEqual({ notice: { id: 'request.failed', values: { status: 409 } }, unknownOutcome: false });
});

it('gives one id per intent until the server answers', () => {
  const { result } = renderHook(() => useIntentId());
  const first = result.current.idFor('7x1');
  expect(result.current.idFor('7x1')).toBe(first);
  const other = result.current.idFor('7x2');
  expect(other).not.toBe(first);
  expect(result.current.idFor('7x1')).not.toBe(first);
  const again = result.current.idFor('7x1');
  result.current.answered();
  expect(result.current.idFor('7x1')).not.toBe(again);
});

it("explains the server's selling flag by the sale window", () => {
  const now = 1_000_000;
  expect(saleState({ selling: 1, sale_start: 0, sale_end: 0 }, now)).toBe('selling');
  expect(saleState({ selling: 0, sale_start: now + 60, sale_end: 0 }, now)).toBe('upcoming');
  expect(saleState({ selling: 0, sale_start: now - 60, sale_end: now - 1 }, now)).toBe('ended');
  expect(saleState({ selling: 0, sale_start: 0, sale_end: 0 }, now)).toBe('off');
});

it('labels the four order statuses and anything else as Unknown', () => {
  expect(['placed', 'shipped', 'received', 'cancelled', 'lost', 1].map(statusLabelId)).toEqual([
    'shop.status.placed',
    'shop.status.shipped',
    'shop.status.received',
    'shop.status.cancelled',
    'shop.status.unknown',
    'shop.status.unknown',
  ]);
  expect(statusTone('lost')).toBe('unknown');
});
