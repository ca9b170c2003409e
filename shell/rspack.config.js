const path = require('node:path');
const rspack = require('@rspack/core');
const { InjectManifest } = require('@aaroon/workbox-rspack-plugin');
const { createConfig, PAGE_TEMPLATE } = require('../rspack.shared');

const shell = createConfig({ dir: __dirname, name: 'shell', role: 'host', port: 3000, title: 'SnapMall' });

/**
 * npm installs react-intl (with @formatjs/intl) once per workspace, so shell/src and shared/src resolve two
 * copies. The federation plugin used to pick one at run time; the shell's build has none now, so it resolves
 * both to the shell's: one copy in the bundle, the one the share scope offers the remotes (federation/federation.ts).
 */
const ONE_COPY = { 'react-intl$': path.dirname(require.resolve('react-intl/package.json', { paths: [__dirname] })) };

/**
 * The operator console (/admin/): a second entry of this build with a page of its own, admin/index.html (the server
 * serves it at /admin/). Nothing of the shop's imports its chunks, so the shop's pages never load them, and the
 * service worker leaves them out (notPrecached). Chunk splitting looks only at chunks the shop can load: a module
 * the console's chunks share with the shop's is not split out for them, so the shop's chunks stay exactly what
 * they were without the console (the console's carry their own copies).
 */
const CONSOLE_ENTRY = 'admin';
// The shop's chunks run in the runtime of its first entry, boot, which main depends on (rspack.shared.js).
const consoleOnly = (chunk) => !chunk.runtime.has('boot');
function addConsole(config) {
  config.entry = { ...config.entry, [CONSOLE_ENTRY]: './src/admin/index.ts' };
  config.optimization = { ...config.optimization, splitChunks: { chunks: (chunk) => !chunk.canBeInitial() && !consoleOnly(chunk) } };
  config.plugins.push(
    new rspack.HtmlRspackPlugin({
      template: PAGE_TEMPLATE,
      filename: 'admin/index.html',
      chunks: [CONSOLE_ENTRY],
      templateParameters: { title: 'SnapMall Console', installLinks: '<link rel="icon" href="../icon.svg" type="image/svg+xml" />' },
    }),
  );
}

/** The files of every chunk an entry loads, at start or later (its lazy chunks, and theirs). */
function filesOfEntry(compilation, name) {
  const files = new Set();
  for (const chunk of compilation.entrypoints.get(name)?.chunks ?? []) {
    for (const reached of [chunk, ...chunk.getAllAsyncChunks()]) {
      for (const file of [...reached.files, ...reached.auxiliaryFiles]) files.add(file);
    }
  }
  return files;
}

/**
 * Workbox's `exclude` test: what the shop never precaches. Its own rules (maps, build descriptions, compressed
 * siblings), the worker itself, the console's page, and every file only the console loads; a chunk both load (the
 * federation runtime) stays, as the shop needs it. Workbox stops at the first function in the list (its own test
 * for the worker, which it appends, would never run), so this one holds every rule.
 */
function notPrecached(rules, swDest) {
  const consoleOnly = new WeakMap();
  return ({ asset, compilation }) => {
    if (asset.name === swDest || rules.some((rule) => rule.test(asset.name)) || asset.name.startsWith(`${CONSOLE_ENTRY}/`)) return true;
    if (!consoleOnly.has(compilation)) {
      const shop = new Set([...filesOfEntry(compilation, 'boot'), ...filesOfEntry(compilation, 'main')]);
      consoleOnly.set(compilation, new Set([...filesOfEntry(compilation, CONSOLE_ENTRY)].filter((file) => !shop.has(file))));
    }
    return consoleOnly.get(compilation).has(asset.name);
  };
}

/**
 * The production build adds the service worker (dist/sw.js, Workbox's InjectManifest): src/pwa/worker/sw.ts
 * compiled with the list of the shell's files to precache. The dev server has none, so nothing is stale there.
 */
module.exports = (env, argv) => {
  const config = shell(env, argv);
  config.resolve.alias = { ...config.resolve.alias, ...ONE_COPY };
  // @snapmall/shared's modules do nothing on import but define things: home bundles only what the shell uses,
  // and the rest of the singleton (what only remotes use) comes with the federation chunk, the same module
  // instances either way (federation/federation.ts offers the whole namespace).
  config.module.rules.push({ test: /[\\/]shared[\\/]src[\\/].+\.tsx?$/, exclude: /node_modules/, sideEffects: false });
  addConsole(config);
  if (config.mode !== 'production') return config;
  const swDest = 'sw.js';
  config.plugins.push(
    new InjectManifest({
      swSrc: path.join(__dirname, 'src', 'pwa', 'worker', 'sw.ts'),
      swDest,
      // Source maps and the federation's build descriptions are never fetched by a customer's browser; the .br
      // and .gz siblings are the same files as the server sends them (the worker caches the decoded answer).
      exclude: [notPrecached([/\.map$/, /^mf-(manifest|stats)\.json$/, /\.(br|gz)$/], swDest)],
    }),
  );
  return config;
};
