import { historySteps, historyStore } from './history';

const paths = (stack: { path: string }[]) => stack.map((e) => e.path);

it('push, replace and relaunch shape the stack', () => {
  let stack = historySteps.relaunch('/a');
  stack = historySteps.push(stack, '/b');
  expect(paths(stack)).toEqual(['/a', '/b']);
  stack = historySteps.replace(stack, '/c');
  expect(paths(stack)).toEqual(['/a', '/c']);
  expect(paths(historySteps.relaunch('/home'))).toEqual(['/home']);
});

it('back returns to the previous entry with its scroll position, or nothing', () => {
  let stack = historySteps.relaunch('/list');
  stack = historySteps.saveScroll(stack, 640);
  stack = historySteps.push(stack, '/detail');
  const { stack: after, target } = historySteps.back(stack);
  expect(target).toEqual({ path: '/list', scrollY: 640 });
  expect(paths(after)).toEqual(['/list']);
  expect(historySteps.back(after).target).toBeUndefined();
});

it('syncs a location reached another way: previous entry is back, new path is push', () => {
  const stack = historySteps.push(historySteps.relaunch('/a'), '/b');
  expect(historySteps.sync(stack, '/b').mode).toBe('none');
  expect(historySteps.sync(stack, '/a')).toEqual({ stack: [{ path: '/a', scrollY: 0 }], mode: 'back' });
  expect(paths(historySteps.sync(stack, '/c').stack)).toEqual(['/a', '/b', '/c']);
});

it('keeps the history in local storage and survives bad stored data', () => {
  historyStore.write([{ path: '/x', scrollY: 12 }]);
  expect(historyStore.read()).toEqual([{ path: '/x', scrollY: 12 }]);
  localStorage.setItem('snapmall:route-history', '{not json');
  expect(historyStore.read()).toEqual([]);
});
