import type { ShopConfig } from '@snapmall/shared';

type Navigation = ShopConfig['navigation'];

/** Which navigation switch governs a path: the parts of the chrome the operator can hide (config navigation). */
const SWITCHES: Array<[test: (path: string) => boolean, key: keyof Navigation]> = [
  [(p) => p.startsWith('/pages/notice/'), 'notices'],
  [(p) => p === '/contact', 'service'],
  [(p) => p === '/pages/index/app', 'download'],
  [(p) => p.startsWith('/pages/shopping/'), 'shopping'],
  [(p) => p.startsWith('/pages/lottery/'), 'lottery'],
];

/** Whether an entry leading to this path is shown: hidden only when the operator switched its part off. */
export function shownByNavigation(path: string, navigation: Navigation | undefined): boolean {
  if (!navigation) return true;
  const bare = path.split('?')[0]!;
  const rule = SWITCHES.find(([test]) => test(bare));
  return !rule || navigation[rule[1]] !== false;
}
