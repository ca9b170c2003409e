import { changeOf, inForceOf, waitingOf } from './limitText';

it('says when a change of limit applies: lower now, higher or none from the next shop day', () => {
  expect(changeOf(0, 100)).toEqual({ id: 'lottery.limit.willLower' });
  expect(changeOf(500, 100)).toEqual({ id: 'lottery.limit.willLower' });
  expect(changeOf(100, 500)).toEqual({ id: 'lottery.limit.willRaise' });
  expect(changeOf(100, 0)).toEqual({ id: 'lottery.limit.willRemove' });
  expect(changeOf(100, 100)).toBeNull();
  expect(changeOf(0, 0)).toBeNull();
  expect(changeOf(100, 100, '2026-05-02')).toEqual({ id: 'lottery.limit.willKeep', values: { day: '2026-05-02' } });
});

it('tells the limit in force and a raise waiting for its day, including a removal', () => {
  const l = { daily_limit: 100, staked_today: 0, pending_limit: 0, pending_from: '' };
  expect(inForceOf(l)).toEqual({ id: 'lottery.limit.inForce', values: { limit: 100 } });
  expect(inForceOf({ ...l, daily_limit: 0 })).toEqual({ id: 'lottery.limit.inForceNone' });
  expect(waitingOf(l)).toBeNull();
  expect(waitingOf({ ...l, pending_limit: 300, pending_from: '2026-05-02' })).toEqual({ id: 'lottery.limit.waiting', values: { limit: 300, day: '2026-05-02' } });
  expect(waitingOf({ ...l, pending_from: '2026-05-02' })).toEqual({ id: 'lottery.limit.waitingNone', values: { day: '2026-05-02' } });
});
