// One config factory for the shell and every remote: swc, CSS modules, html, Module Federation, and the ONE
// map of shared singletons, so host and remotes can never disagree on what is loaded once.
const path = require('node:path');
const rspack = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { deliveryPlugins } = require('./lib/delivery.cjs');
const { LocationFreeIds, stableStats } = require('./lib/deterministic.cjs');
const { shopChunksOnly } = require('./lib/console-chunks.cjs');
const { devServer, LOCAL_API } = require('./lib/dev-server.cjs');
const { singletons, providedShared } = require('./lib/singletons.cjs');

const NO_PARSER = path.join(
  path.dirname(require.resolve('@formatjs/icu-messageformat-parser/package.json')),
  'lib',
  'no-parser.js',
);
/** The page every build with a page of its own starts from (the shop's, the console's, a remote run alone). */
const PAGE_TEMPLATE = path.join(__dirname, 'index.html');

/**
 * The shell's build writes the versions it provides (provided-shared.json, { name: version }) beside its files:
 * the server's release gate refuses a remote whose singletons the live shell could not satisfy.
 */
class ProvidedSharedFile {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ProvidedSharedFile', (compilation) => {
      const stage = rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL;
      compilation.hooks.processAssets.tap({ name: 'ProvidedSharedFile', stage }, () => {
        const versions = Object.fromEntries(Object.entries(providedShared(this.dir)).map(([key, { version }]) => [key, version]));
        compilation.emitAsset('provided-shared.json', new rspack.sources.RawSource(`${JSON.stringify(versions, null, 2)}\n`));
      });
    });
  }
}

/**
 * A remote built for the shell does not carry the federation's bundler runtime (nor its sdk and runtime): the
 * generated container code imports it, and this external takes it from the shell, which defines the factory when
 * it starts the runtime. Each container gets an object of its own (the bundler runtime keeps per-build state).
 */
const BUNDLER_RUNTIME_GLOBAL = '__SNAPMALL_MF_BUNDLER_RUNTIME__';
function bundlerRuntimeExternal({ request }, callback) {
  if (request && /[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/.test(request)) {
    return callback(undefined, `globalThis.${BUNDLER_RUNTIME_GLOBAL}()`, 'var');
  }
  return callback();
}

/** The singletons, those named taken from the page with no copy of the remote's own. */
const withoutCopies = (shared, names) => Object.fromEntries(Object.entries(shared).map(([key, config]) => [key, names.includes(key) ? { ...config, import: false } : config]));

/** The chunk splitting: the consumed modules' own cache groups (a production remote), the shop's chunks apart. */
function optimization(locationFree, shopChunksApart) {
  const splitChunks = locationFree ? { cacheGroups: { consumed: locationFree.cacheGroup() } } : undefined;
  if (shopChunksApart) return { optimization: { splitChunks: shopChunksOnly(splitChunks) } };
  return splitChunks ? { optimization: { splitChunks } } : {};
}

/**
 * The shell's page runs two scripts: `boot` (src/boot.ts, a few KB) asks for remotes.json and the first remote's
 * manifest while `main` (the app) is still downloading; main depends on it, so the two share one runtime and one
 * copy of each module, and the page lists boot first.
 */
const HOST_ENTRIES = { boot: './src/boot.ts', main: { import: './src/index.ts', dependOn: 'boot' } };

/**
 * @param {object} o
 * @param {string} o.dir        the workspace folder
 * @param {string} [o.name]     federation name (the shell's; a remote's is its package.json's "remote" entry)
 * @param {'host'|'remote'} o.role
 * @param {number} [o.port]     dev-server port (the shell's; a remote's as its name)
 * @param {string} o.title      html title
 * @param {Record<string,string>} [o.exposes]
 * @param {string} [o.apiTarget] where the dev server proxies /api unless API_TARGET says (lib/dev-server.cjs)
 * @param {boolean} [o.shopChunksApart] split only the chunks the shop loads, so './admin' leaves the shop's chunks
 *   as they were (lib/console-chunks.cjs)
 * @param {string[]} [o.fromThePage] singletons the remote bundles no copy of (import: false), because only its
 *   './admin' uses them and the page always offers them (the shell offers the kit in the shop and the console)
 */
function createConfig({ dir, role, title, exposes, apiTarget = LOCAL_API, shopChunksApart = false, fromThePage = [], ...o }) {
  // A remote's federation name and dev port are its package.json's "remote" entry (scripts/workspaces.cjs).
  const { name, port } = role === 'remote' ? require(path.join(dir, 'package.json')).remote : o;
  return (env = {}, argv) => {
    const production = argv.mode === 'production';
    // A remote built to run on its own (QA) carries the federation runtime; built for the shell it borrows the
    // shell's runtime (runtime-core through externalRuntime, the bundler runtime through bundlerRuntimeExternal),
    // which keeps its remoteEntry small. The shell has no federation plugin at all: it pays for the runtime only
    // when it loads a remote (shell/src/federation/federation.ts).
    const standalone = role === 'remote' && Boolean(env.standalone);
    // QA's mock build (issue 20): the standalone pages started behind Mock Service Worker from the remote's own
    // src/mock, written to dist-mock so it never mixes with (nor cleans) the build the shop publishes from dist.
    // Only its entry imports the mock, so no other build carries any of it.
    const mock = standalone && Boolean(env.mock);
    // A remote's build for the shell: the shop loads its remoteEntry (the shell's own page, or the live shop's
    // through a dev link), never a page of its own.
    const forShell = role === 'remote' && !standalone;
    const locationFree = role === 'remote' && production ? new LocationFreeIds(path.dirname(dir)) : undefined;
    const federation =
      role === 'host'
        ? new rspack.DefinePlugin({
            __SNAPMALL_SHARED__: JSON.stringify(providedShared(dir)),
            // The federation runtime (federation.ts) leaves out its Node.js script loading: 1.8 KB gzip.
            ENV_TARGET: JSON.stringify('web'),
          })
        : new ModuleFederationPlugin({
            name,
            filename: 'remoteEntry.js',
            exposes,
            shared: withoutCopies(singletons({ strict: true, dir, role }), fromThePage),
            manifest: { additionalData: stableStats(Object.keys(singletons({ strict: true, dir, role }))) },
            dts: false,
            experiments: standalone ? {} : { externalRuntime: true, optimization: { disableSnapshot: true } },
          });
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      // A remote built for the shell has no page of its own: only its remoteEntry and exposed modules.
      entry: role === 'remote' && !standalone ? {} : role === 'host' ? HOST_ENTRIES : { main: mock ? './src/mock/index.ts' : './src/index.ts' },
      externals: role === 'remote' && !standalone ? [bundlerRuntimeExternal] : [],
      output: {
        path: path.join(dir, mock ? 'dist-mock' : 'dist'),
        // Remotes resolve their chunks relative to wherever their manifest was loaded from.
        publicPath: 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        uniqueName: name,
        clean: true,
      },
      // Production maps are written without a sourceMappingURL comment and moved out of dist (deliveryPlugins).
      // A remote's dev build for the shell (`npm run dev`, a dev link into the live shop, issue 29) runs under the
      // shop's policy, which allows no eval: its maps are files too.
      devtool: production ? (mock ? false : 'hidden-source-map') : forShell ? 'cheap-module-source-map' : 'eval-cheap-module-source-map',
      // Lazy compilation's trigger would be sent to the shell's dev server for a remote's chunks; off.
      lazyCompilation: false,
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.json'],
        // Every catalog is compiled to ASTs (the messages rule below), so production ships react-intl without
        // the ICU parser, as react-intl's docs recommend; `$` keeps the package's other files reachable.
        alias: production ? { '@formatjs/icu-messageformat-parser$': NO_PARSER } : {},
      },
      module: {
        // `import styles from './X.module.css'` everywhere, as TypeScript and jest see it.
        parser: { 'css/module': { namedExports: false } },
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                // A remote's dev build for the shell runs on the shell's React, which is a production one in the
                // live shop (a dev link): React's development JSX would call what it does not have.
                transform: { react: { runtime: 'automatic', development: !production && !forShell } },
              },
              env: { targets: 'chrome >= 100, safari >= 15, firefox >= 100' },
            },
            type: 'javascript/auto',
          },
          { test: /\.module\.css$/, type: 'css/module' },
          { test: /\.css$/, exclude: /\.module\.css$/, type: 'css' },
          { test: /\.(png|svg|jpg|webp|ico)$/, type: 'asset/resource' },
          // Message catalogs (shared/src/i18n/messages, <workspace>/messages) become ICU ASTs at build time.
          {
            test: /[\\/]messages[\\/].+\.json$/,
            // The shop's own packages too (@snapmall/shared installed from /packages/ ships its catalogs as JSON).
            exclude: /node_modules[\\/](?!@snapmall[\\/])/,
            loader: path.join(__dirname, 'lib', 'icu-messages-loader.cjs'),
            type: 'json',
          },
        ],
      },
      plugins: [
        ...(role === 'remote' && !standalone ? [] : [new rspack.HtmlRspackPlugin({
          template: PAGE_TEMPLATE,
          title,
          chunks: Object.keys(role === 'host' ? HOST_ENTRIES : { main: true }),
          templateParameters: {
            title,
            installLinks:
              role === 'host'
                ? '<link rel="manifest" href="manifest.webmanifest" /><link rel="icon" href="icon.svg" type="image/svg+xml" />' +
                  '<link rel="apple-touch-icon" href="apple-touch-icon.png" />'
                : '',
          },
        })]),
        // The shell's public files (web-app manifest, icons) are copied as they are.
        ...(role === 'host'
          ? [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public'), noErrorOnMissing: true }] }), new ProvidedSharedFile(dir)]
          : []),
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
        ...(production && !mock ? deliveryPlugins(dir) : []),
        // The worker script of the msw version installed (it checks its own version against the page's msw).
        ...(mock ? [new rspack.CopyRspackPlugin({ patterns: [{ from: require.resolve('msw/mockServiceWorker.js') }] })] : []),
        federation,
        ...(locationFree ? [locationFree] : []),
      ],
      ...optimization(locationFree, shopChunksApart),
      performance: { hints: false },
      devServer: devServer({ port, apiTarget, forShell }),
    };
  };
}

module.exports = { createConfig, singletons, providedShared, BUNDLER_RUNTIME_GLOBAL, PAGE_TEMPLATE };
