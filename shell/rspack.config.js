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
