// This repository's workspaces and remotes (preset/lib/workspaces.cjs). Every root script that acts on each remote
// (build, typecheck, boundaries, jest, dev) reads them here, so a new remote is a new workspace, never an edit of
// four lists.
const path = require('node:path');
const { workspacesOf, remotesOf } = require('../preset/lib/workspaces.cjs');

const ROOT = path.resolve(__dirname, '..');

module.exports = { ROOT, workspaces: () => workspacesOf(ROOT), remotes: () => remotesOf(ROOT) };
