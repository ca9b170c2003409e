const path = require('node:path');
const { InjectManifest } = require('@aaroon/workbox-rspack-plugin');
const { createConfig } = require('../rspack.shared');

const shell = createConfig({ dir: __dirname, name: 'shell', role: 'host', port: 3000, title: 'SnapMall' });

/**
 * The production build adds the service worker (dist/sw.js, Workbox's InjectManifest): src/pwa/worker/sw.ts
 * compiled with the list of the shell's files to precache. The dev server has none, so nothing is stale there.
 */
module.exports = (env, argv) => {
  const config = shell(env, argv);
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
