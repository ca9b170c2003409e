// The shop's pages as ONE ordinary bundle, no Module Federation: the baseline the first-load bench
// (tests/src/bench/first-load.ts) compares the federated build with. It is the shell's own production config (swc,
// CSS, html, the service worker, compression, whatever else the shell adds), less any federation plugin, with the
// shell's one module that calls the federation runtime (shell/src/federation/federation.ts) replaced by
// ./federation.ts, which import()s each remote's route table from its sources: ordinary code splitting, as a plain
// app would do. Output: tests/.first-load/one-bundle/shell/dist, a web root the real server serves (startShop(webRoot)).
const path = require('node:path');
const rspack = require('@rspack/core');

const ROOT = path.resolve(__dirname, '../..');
const SHELL = path.join(ROOT, 'shell');
const shellConfig = require(path.join(SHELL, 'rspack.config.js'));
const { singletons } = require(path.join(ROOT, 'rspack.shared.js'));

/** Where the federation runtime would negotiate one copy, a plain app resolves one: the shell's. */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'react-intl',
  '@snapmall/shared',
];

function oneCopyOfEach() {
  const names = new Set([...SINGLETONS, ...Object.keys(typeof singletons === 'function' ? singletons({ strict: false }) : {})]);
  const alias = {};
  for (const name of names) {
    // An exact-match alias: `react-intl` from mf-bank/src resolves to the same file as from shell/src, while the
    // subpaths listed above (and any other) keep resolving normally.
    alias[`${name}$`] = require.resolve(name, { paths: [SHELL] });
  }
  return alias;
}

const isFederationPlugin = (plugin) => /ModuleFederation/.test(plugin?.constructor?.name ?? '');
const OUT = path.join(__dirname, '..', '.first-load', 'one-bundle', 'shell');

/**
 * The shell's plugins, less federation. One that writes beside the shell's dist (the source maps moved out of the
 * web root, preset/lib/delivery.cjs: it empties its folder first) writes beside ours instead, so this build
 * never touches the shell's files.
 */
function plugins(list) {
  return list
    .filter((plugin) => !isFederationPlugin(plugin))
    .map((plugin) => {
      if (typeof plugin?.dir === 'string' && path.relative(SHELL, plugin.dir) === 'dist-maps') plugin.dir = path.join(OUT, 'dist-maps');
      return plugin;
    });
}

module.exports = (env = {}, argv = {}) => {
  const config = shellConfig(env, { ...argv, mode: 'production' });
  return {
    ...config,
    output: {
      ...config.output,
      path: path.join(OUT, 'dist'),
      uniqueName: 'snapmall_one_bundle',
    },
    resolve: { ...config.resolve, alias: { ...config.resolve?.alias, ...oneCopyOfEach() } },
    plugins: [
      ...plugins(config.plugins),
      // Matched on the resolved file (the shell imports it as '../federation/federation'), so nothing else of that name is.
      new rspack.NormalModuleReplacementPlugin(/[\\/]shell[\\/]src[\\/]federation[\\/]federation\.ts$/, path.join(__dirname, 'federation.ts')),
    ],
  };
};
