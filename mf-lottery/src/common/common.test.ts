import { BET_TYPES } from '../../test/fixtures';
import { betTypeName, betTypeRule, groupsOf, hundredthsOf, oddsAgree, payoutFor } from './betTypes';
import { clockOffsetMs, formatCountdown, msUntil, secondsUntil } from './clock';
import { outcomeOf } from './outcome';

describe("the server's clock", () => {
  it('counts from the offset taken when the answer arrived, whatever the device says', () => {
    // The server said 1,000,000 when the device read 1,003,600,000 ms: the device is an hour ahead.
    const offset = clockOffsetMs(1_000_000, 1_003_600_000);
    expect(offset).toBe(-3_600_000);
    expect(secondsUntil(1_000_042, offset, 1_003_600_000)).toBe(42);
    // Half a second later on the device, 41.5 s are left: shown as 42 until the second is over.
    expect(secondsUntil(1_000_042, offset, 1_003_600_500)).toBe(42);
    expect(secondsUntil(1_000_042, offset, 1_003_601_000)).toBe(41);
    expect(secondsUntil(1_000_042, offset, 1_003_700_000)).toBe(0);
    expect(msUntil(1_000_042, offset, 1_003_600_000)).toBe(42_000);
  });

  it('reads a countdown as people do', () => {
    expect([0, 9, 75, 600, 3725].map(formatCountdown)).toEqual(['0:00', '0:09', '1:15', '10:00', '1:02:05']);
  });
});

describe('bet types', () => {
  it('reads payouts exactly, in hundredths, and pays whole points rounded down', () => {
    expect(['1.95', '6', '6.5', '180.00', '1.955', 'x'].map(hundredthsOf)).toEqual([195, 600, 650, 18000, null, null]);
    expect(payoutFor(100, '1.95')).toBe(195);
    expect(payoutFor(33, '1.95')).toBe(64);
  });

  it('groups the types as the form shows them, leaving out codes it does not know', () => {
    const groups = groupsOf([...BET_TYPES, { code: 'lucky_7', payout: '2.00', chance: '1', house_edge: '1' }]);
    expect(groups.map((g) => [g.id, g.types.length])).toEqual([['simple', 4], ['sum', 14], ['anyTriple', 1], ['triple', 1]]);
    expect(groups[1]!.types[0]!.code).toBe('sum_4');
  });

  it('names each type and what it wins on', () => {
    expect(betTypeName('sum_10')).toEqual({ id: 'lottery.type.sum', values: { n: 10 } });
    expect(betTypeName('triple_6')).toEqual({ id: 'lottery.type.triple', values: { n: 6 } });
    expect(betTypeName('triple_any')).toEqual({ id: 'lottery.type.triple_any' });
    expect(betTypeName('lucky_7')).toEqual({ id: 'lottery.type.other', values: { code: 'lucky_7' } });
    expect(betTypeRule('big')).toEqual({ id: 'lottery.rule.big' });
    expect(betTypeRule('lucky_7')).toEqual({ id: 'lottery.rule.other' });
  });

  it('agrees with published odds computed by the shared rules, and catches ones that are not', () => {
    expect(BET_TYPES.every(oddsAgree)).toBe(true);
    expect(oddsAgree({ code: 'big', payout: '1.95', chance: '48.61', house_edge: '2.00' })).toBe(false);
    expect(oddsAgree({ code: 'big', payout: '1.9x', chance: '48.61', house_edge: '5.21' })).toBe(false);
  });

  it('says what a throw came out as', () => {
    expect(outcomeOf([3, 5, 6])).toEqual(['lottery.type.big', 'lottery.type.even']);
    expect(outcomeOf([1, 2, 4])).toEqual(['lottery.type.small', 'lottery.type.odd']);
    expect(outcomeOf([6, 6, 6])).toEqual(['lottery.type.tripleOutcome']);
    expect(outcomeOf([])).toEqual([]);
  });
});
