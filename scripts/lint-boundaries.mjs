// `npm run lint:boundaries`: dependency-cruiser's rules (.dependency-cruiser.cjs) over every workspace (a new remote
// too, scripts/workspaces.cjs) and the scripts.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import workspacesModule from './workspaces.cjs';

const { ROOT, workspaces } = workspacesModule;
const depcruise = path.join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
try {
  execFileSync(process.execPath, [depcruise, '--output-type', 'err', ...workspaces().map((w) => w.dir), 'scripts'], { cwd: ROOT, stdio: 'inherit' });
} catch {
  process.exit(1);
}
