import { checkGame, lowestEdge, NEW_GAME, NEW_PAYOUTS, oddsOfRow, payoutsOf, valuesOf } from './gameRules';
import { game } from '../common/testing';

describe('a game checked as the server checks it', () => {
  it('sends a whole body: names trimmed, numbers as numbers, payouts in hundredths, enabled as 1 or 0', () => {
    const values = { ...NEW_GAME, name_en: ' Dice ', name_zh: '骰子', enabled: false };
    expect(checkGame(values, [{ code: 'big', payout: '1.95' }, { code: 'sum_10', payout: '7.6' }])).toEqual({
      body: { name_en: 'Dice', name_zh: '骰子', period_seconds: 60, close_seconds: 5, min_stake: 10, max_stake: 1000, payouts: [{ code: 'big', payout: 195 }, { code: 'sum_10', payout: 760 }], enabled: 0 },
    });
    expect(checkGame(valuesOf(game(4)), payoutsOf(game(4)), 4)).toMatchObject({ body: { id: 4, payouts: [{ code: 'big', payout: 195 }, { code: 'small', payout: 195 }, { code: 'sum_10', payout: 760 }], enabled: 1 } });
  });

  it('names each field that is wrong, and each payout row', () => {
    const values = { ...NEW_GAME, name_en: '', name_zh: 'x'.repeat(51), period_seconds: '1', close_seconds: '5', min_stake: '500', max_stake: '100' };
    const rows = [{ code: 'big', payout: '1.95' }, { code: 'big', payout: '2' }, { code: 'lucky', payout: '2' }, { code: 'odd', payout: '1.00' }, { code: 'even', payout: '1.955' }];
    expect(checkGame(values, rows)).toEqual({
      errors: { name_en: 'admin.lottery.game.required', name_zh: 'admin.lottery.game.tooLong', period_seconds: 'admin.lottery.game.badPeriod', max_stake: 'admin.lottery.game.minAboveMax' },
      rowErrors: { 1: 'admin.lottery.game.duplicateType', 2: 'admin.lottery.game.badType', 3: 'admin.lottery.game.badPayout', 4: 'admin.lottery.game.badPayout' },
    });
    // Betting must close before the draw; a game needs a bet type.
    expect(checkGame({ ...NEW_GAME, name_en: 'a', name_zh: 'b', period_seconds: '10', close_seconds: '10' }, [])).toEqual({
      errors: { close_seconds: 'admin.lottery.game.closeTooLate', payouts: 'admin.lottery.game.noTypes' },
      rowErrors: {},
    });
    expect(checkGame({ ...NEW_GAME, name_en: 'a', name_zh: 'b', min_stake: '0', max_stake: '1.5' }, NEW_PAYOUTS)).toMatchObject({ errors: { min_stake: 'admin.lottery.game.badStake', max_stake: 'admin.lottery.game.badStake' } });
  });

  it('shows the chance and house edge customers will read, and points out a payout the pool loses on', () => {
    expect(oddsOfRow({ code: 'big', payout: '1.95' })).toEqual({ chance: '48.61', houseEdge: '5.21', losing: false });
    expect(oddsOfRow({ code: 'triple_6', payout: '250' })).toEqual({ chance: '0.46', houseEdge: '-15.74', losing: true });
    expect(oddsOfRow({ code: 'big', payout: 'x' })).toBeNull();
    expect(lowestEdge({ big: 195, sum_10: 760 })).toBe('5.00');
    expect(lowestEdge({})).toBeNull();
  });
});
