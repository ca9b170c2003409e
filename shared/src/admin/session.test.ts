import { makeStore } from '@snapmall/shared';
import { rolesAllow } from './roles';
import { ADMIN_SESSION_KEY, operatorLoggedIn, operatorLoggedOut, readOperatorSession, selectOperator, selectSessionEnded } from './session';
import { diffRows } from './DiffView';

describe("the operator's session and roles", () => {
  it('opens to an owner everything, to others their roles and what every operator may open', () => {
    expect(rolesAllow(['owner'], 'finance')).toBe(true);
    expect(rolesAllow(['finance'], 'finance')).toBe(true);
    expect(rolesAllow(['finance'], 'content')).toBe(false);
    expect(rolesAllow(['catalogue', 'games'], 'games')).toBe(true);
    expect(rolesAllow([], 'operator')).toBe(true);
    expect(rolesAllow([], 'owner')).toBe(false);
  });

  it('reads a stored session only when it is whole, and keeps only roles it knows', () => {
    expect(readOperatorSession()).toBeNull();
    localStorage.setItem(ADMIN_SESSION_KEY, JSON.stringify({ token: 't1', username: 'ana', roles: ['finance', 'wizard'] }));
    expect(readOperatorSession()).toEqual({ token: 't1', username: 'ana', roles: ['finance'] });
    localStorage.setItem(ADMIN_SESSION_KEY, JSON.stringify({ token: '', username: 'ana', roles: [] }));
    expect(readOperatorSession()).toBeNull();
    localStorage.setItem(ADMIN_SESSION_KEY, '{oops');
    expect(readOperatorSession()).toBeNull();
  });

  it("lives in the store beside the customer's session, never in it", () => {
    const store = makeStore();
    store.dispatch(operatorLoggedIn({ token: 'op', username: 'ana', roles: ['owner'] }));
    expect(selectOperator(store.getState())).toEqual({ token: 'op', username: 'ana', roles: ['owner'] });
    expect(store.getState().session.token).toBeNull();
    store.dispatch(operatorLoggedOut('Please log in again'));
    expect(selectOperator(store.getState())).toBeNull();
    expect(selectSessionEnded(store.getState())).toBe('Please log in again');
  });
});

describe('before and after, side by side', () => {
  it('pairs every field of either side and marks what changed', () => {
    expect(diffRows({ roles: ['finance'], status: 'normal' }, { roles: ['finance', 'games'], status: 'normal', note: 'x' })).toEqual([
      { key: 'roles', before: ['finance'], after: ['finance', 'games'], changed: true },
      { key: 'status', before: 'normal', after: 'normal', changed: false },
      { key: 'note', before: undefined, after: 'x', changed: true },
    ]);
    expect(diffRows(null, { a: 1 })).toEqual([{ key: 'a', before: undefined, after: 1, changed: true }]);
    expect(diffRows('text', { a: 1 })).toBeNull();
    expect(diffRows([1], [2])).toBeNull();
  });
});
