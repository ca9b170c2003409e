const { createConfig } = require('../rspack.shared');

const shopping = createConfig({
  dir: __dirname,
  name: 'mf_shopping',
  role: 'remote',
  port: 3003,
  title: 'SnapMall shopping (standalone)',
  // './admin': the operator console's shop pages (issue 19); only the console loads it, never the shop.
  exposes: { './routes': './src/routes.tsx', './admin': './src/admin.tsx' },
});

/** The chunk group of the './admin' expose: whatever is reached only through it, only the console loads. */
const ADMIN_EXPOSE = '__federation_expose_admin';

/** Whether a chunk group can be reached without going through './admin' (from an entry, or through './routes'). */
function shopReaches(group, seen) {
  if (seen.has(group)) return false;
  seen.add(group);
  if (group.name === ADMIN_EXPOSE) return false;
  const parents = group.getParents();
  return parents.length === 0 || parents.some((parent) => shopReaches(parent, seen));
}

/**
 * Chunk splitting looks only at chunks the shop can load, as the shell's build does for its console: the console
 * pages share modules with the shop's (react-intl's helpers, the kit's pieces), and splitting for them would regroup
 * the shop's shared chunks (one chunk becoming two that every shop page then loads). So the console's chunks carry
 * their own copies, and the shop's chunks stay the files they were without './admin'.
 */
const consoleOnly = (chunk) => {
  const seen = new Set();
  return ![...chunk.groupsIterable].some((group) => shopReaches(group, seen));
};

module.exports = (env, argv) => {
  const config = shopping(env, argv);
  // Keeps the shared config's cache groups (the consumed modules' own, rspack.shared.js).
  const splitChunks = { ...config.optimization?.splitChunks, chunks: (chunk) => !chunk.canBeInitial() && !consoleOnly(chunk) };
  config.optimization = { ...config.optimization, splitChunks };
  return config;
};
