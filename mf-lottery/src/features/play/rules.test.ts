import { DRAW } from '../../../test/fixtures';
import { limitLeft } from './PeriodCard';
import { awaitingDraw, CALM_POLL_MS, NEAR_DRAW_POLL_MS, playPollMs } from './polling';
import { stakeOf, stakeProblem } from './stake';

it('polls often near the close and until a due draw is in, calmly otherwise, and never while hidden', () => {
  const drawn = { period_no: 42, last: [{ ...DRAW, period_no: 41 }] };
  const due = { period_no: 43, last: [{ ...DRAW, period_no: 41 }] };
  expect(awaitingDraw(drawn)).toBe(false);
  expect(awaitingDraw(due)).toBe(true);
  expect(awaitingDraw({ period_no: 1, last: [] })).toBe(false);
  expect(playPollMs(true, 40, drawn)).toBe(CALM_POLL_MS);
  expect(playPollMs(true, 8, drawn)).toBe(NEAR_DRAW_POLL_MS);
  expect(playPollMs(true, 40, due)).toBe(NEAR_DRAW_POLL_MS);
  expect(playPollMs(false, 8, due)).toBe(0);
});

it('checks a stake in the order a player fixes it', () => {
  const bounds = { min: 10, max: 1000, points: 500, limitLeft: 200 };
  expect(stakeOf(' 100 ')).toBe(100);
  expect(stakeOf('1.5')).toBeNull();
  expect(stakeProblem('100', bounds)).toBeNull();
  expect(stakeProblem('', bounds)).toEqual({ id: 'lottery.amount.whole' });
  expect(stakeProblem('5', bounds)).toEqual({ id: 'lottery.amount.range', values: { min: 10, max: 1000 } });
  expect(stakeProblem('600', bounds)).toEqual({ id: 'lottery.amount.points', values: { points: 500 } });
  expect(stakeProblem('300', bounds)).toEqual({ id: 'lottery.amount.limit', values: { left: 200 } });
  expect(stakeProblem('300', { ...bounds, limitLeft: null })).toBeNull();
});

it('tells what the daily limit leaves today', () => {
  expect(limitLeft({ daily_limit: 0, staked_today: 50, pending_limit: 0, pending_from: '' })).toBeNull();
  expect(limitLeft({ daily_limit: 100, staked_today: 30, pending_limit: 0, pending_from: '' })).toBe(70);
  expect(limitLeft({ daily_limit: 100, staked_today: 130, pending_limit: 0, pending_from: '' })).toBe(0);
});
