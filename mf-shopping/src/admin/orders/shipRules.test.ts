import { Value } from '@sinclair/typebox/value';
import { AdminOrderShipBody } from '@snapmall/shared/contract';
import { checkShipment } from './shipRules';

describe('a shipment, checked as the server checks it', () => {
  it('sends the ids with the carrier and tracking number trimmed', () => {
    const result = checkShipment({ carrier: ' SF Express ', tracking_no: ' SF123 ' }, [3, 4]);
    expect(result).toEqual({ body: { ids: [3, 4], carrier: 'SF Express', tracking_no: 'SF123' } });
    expect(Value.Check(AdminOrderShipBody, 'body' in result ? result.body : null)).toBe(true);
  });

  it('needs both, spaces alone being none (the server would store them trimmed to nothing)', () => {
    expect(checkShipment({ carrier: '', tracking_no: '   ' }, [1])).toEqual({
      errors: { carrier: 'admin.shopping.ship.carrierRequired', tracking_no: 'admin.shopping.ship.trackingRequired' },
    });
    expect(Value.Check(AdminOrderShipBody, { ids: [1], carrier: '', tracking_no: 'x' })).toBe(false);
  });

  it('keeps the carrier within 50 characters and the tracking number within 60, as the schema counts them', () => {
    expect(checkShipment({ carrier: 'c'.repeat(51), tracking_no: 't'.repeat(61) }, [1])).toEqual({
      errors: { carrier: 'admin.shopping.ship.carrierLong', tracking_no: 'admin.shopping.ship.trackingLong' },
    });
    expect(Value.Check(AdminOrderShipBody, { ids: [1], carrier: 'c'.repeat(51), tracking_no: 'x' })).toBe(false);
    expect(Value.Check(AdminOrderShipBody, { ids: [1], carrier: 'x', tracking_no: 't'.repeat(61) })).toBe(false);
    expect(checkShipment({ carrier: 'c'.repeat(50), tracking_no: 't'.repeat(60) }, [1])).toHaveProperty('body');
    // 50 carriers' marks of two UTF-16 units each are 50 characters, as the server counts them.
    expect(checkShipment({ carrier: '📦'.repeat(50), tracking_no: 'x' }, [1])).toHaveProperty('body');
  });
});
