import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NO_SIDE_WINDOW_PATHS, SHELL_PAGE_PATHS } from '../routing/paths';
import { shellRoutes } from './routes';

it('tells the layers below the app exactly the paths of its route table', () => {
  expect(shellRoutes.map((r) => r.path)).toEqual([...SHELL_PAGE_PATHS]);
});

it('knows before a remote loads exactly the pages that the route tables draw without side windows', () => {
  // The remotes' tables read as text: the shell does not import a remote's code.
  const root = path.resolve(__dirname, '../../..');
  const remoteLines = readdirSync(root)
    .filter((dir) => dir.startsWith('mf-'))
    .flatMap((dir) => readFileSync(path.join(root, dir, 'src/routes.tsx'), 'utf8').split('\n'));
  const remoteWithout = remoteLines.filter((line) => /sideWindows: false/.test(line)).map((line) => /path: '([^']+)'/.exec(line)?.[1]);
  const shellWithout = shellRoutes.filter((r) => !r.sideWindows).map((r) => r.path);
  expect(remoteLines.filter((line) => /sideWindows: true/.test(line)).length).toBeGreaterThan(10);
  expect([...shellWithout, ...remoteWithout].sort()).toEqual([...NO_SIDE_WINDOW_PATHS].sort());
});
