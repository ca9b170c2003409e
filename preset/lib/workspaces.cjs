// A repository's workspaces as its root package.json lists them, and which of them are remotes: a workspace whose
// package.json has a "remote" entry (its federation name, its dev server's port, the route prefixes it serves in
// development). The shop's root scripts read them here (scripts/workspaces.cjs), and so does snapmall-remote new.
const fs = require('node:fs');
const path = require('node:path');

const read = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Every workspace of the repository at `root`, in its package.json's order: its folder and its package.json. */
function workspacesOf(root) {
  return read(path.join(root, 'package.json')).workspaces.map((dir) => ({ dir, pkg: read(path.join(root, dir, 'package.json')) }));
}

/** Its remotes: { workspace, name, port, prefixes }. */
function remotesOf(root) {
  return workspacesOf(root)
    .filter(({ pkg }) => pkg.remote)
    .map(({ dir, pkg }) => ({ workspace: dir, ...pkg.remote }));
}

module.exports = { workspacesOf, remotesOf };
