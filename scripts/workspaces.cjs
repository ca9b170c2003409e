// The repository's workspaces as the root package.json lists them, and which of them are remotes: a workspace whose
// package.json has a "remote" entry (its federation name, its dev server's port, the route prefixes it serves in
// development). Every root script that acts on each remote (build, typecheck, boundaries, jest, dev) reads them here,
// so a new remote is a new workspace, never an edit of four lists.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const read = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Every workspace, in the root package.json's order: its folder and its package.json. */
function workspaces() {
  return read(path.join(ROOT, 'package.json')).workspaces.map((dir) => ({ dir, pkg: read(path.join(ROOT, dir, 'package.json')) }));
}

/** The remotes: { workspace, name, port, prefixes }. */
function remotes() {
  return workspaces()
    .filter(({ pkg }) => pkg.remote)
    .map(({ dir, pkg }) => ({ workspace: dir, ...pkg.remote }));
}

module.exports = { ROOT, workspaces, remotes };
