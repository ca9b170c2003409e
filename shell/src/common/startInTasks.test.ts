import { startInTasks } from './startInTasks';

it('marks the first history entry at once, so the router that starts later writes none', async () => {
  window.history.replaceState(null, '');
  const started = startInTasks(() => Promise.resolve('app'));
  // Before any task has passed: react-router reads this index and, finding it, makes no replaceState of its own.
  expect(window.history.state).toEqual({ idx: 0 });
  await expect(started).resolves.toBe('app');
});

it('leaves an entry the router has already marked (a reload, a step back) as it is', async () => {
  window.history.replaceState({ idx: 3, key: 'k', usr: null }, '');
  await startInTasks(() => Promise.resolve(undefined));
  expect(window.history.state).toEqual({ idx: 3, key: 'k', usr: null });
});

it('runs the app only after the main thread was given back', async () => {
  const order: string[] = [];
  const started = startInTasks(async () => order.push('app'));
  order.push('same task');
  await started;
  expect(order).toEqual(['same task', 'app']);
});
