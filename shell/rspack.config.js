const path = require('node:path');
const { InjectManifest } = require('@aaroon/workbox-rspack-plugin');
const { createConfig } = require('../rspack.shared');

const shell = createConfig({ dir: __dirname, name: 'shell', role: 'host', port: 3000, title: 'SnapMall' });

/**
 * npm installs react-intl (with @formatjs/intl) once per workspace, so shell/src and shared/src resolve two
 * copies. The federation plugin used to pick one at run time; the shell's build has none now, so it resolves
 * both to the shell's: one copy in the bundle, the one the share scope offers the remotes (remotes/federation.ts).
 */
const ONE_COPY = { 'react-intl$': path.dirname(require.resolve('react-intl/package.json', { paths: [__dirname] })) };

/**
 * The production build adds the service worker (dist/sw.js, Workbox's InjectManifest): src/pwa/worker/sw.ts
 * compiled with the list of the shell's files to precache. The dev server has none, so nothing is stale there.
 */
module.exports = (env, argv) => {
  const config = shell(env, argv);
  config.resolve.alias = { ...config.resolve.alias, ...ONE_COPY };
  // @snapmall/shared's modules do nothing on import but define things: home bundles only what the shell uses,
  // and the rest of the singleton (what only remotes use) comes with the federation chunk, the same module
  // instances either way (remotes/federation.ts offers the whole namespace).
  config.module.rules.push({ test: /[\\/]shared[\\/]src[\\/].+\.tsx?$/, exclude: /node_modules/, sideEffects: false });
  if (config.mode !== 'production') return config;
  config.plugins.push(
    new InjectManifest({
      swSrc: path.join(__dirname, 'src', 'pwa', 'worker', 'sw.ts'),
      swDest: 'sw.js',
      // Source maps and the federation's build descriptions are never fetched by a customer's browser; the .br
      // and .gz siblings are the same files as the server sends them (the worker caches the decoded answer).
      exclude: [/\.map$/, /^mf-(manifest|stats)\.json$/, /\.(br|gz)$/],
    }),
  );
  return config;
};
