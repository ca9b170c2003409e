import { SHELL_PAGE_PATHS } from '../routing/paths';
import { shellRoutes } from './routes';

it('tells the layers below the app exactly the paths of its route table', () => {
  expect(shellRoutes.map((r) => r.path)).toEqual([...SHELL_PAGE_PATHS]);
});
