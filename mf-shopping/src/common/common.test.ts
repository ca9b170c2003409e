import { saleState } from './sale';
import { statusLabelId, statusTone } from './status';

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
