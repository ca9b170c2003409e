// What a production build adds so the server can deliver it well: a brotli and a gzip sibling of every text
// file (the server picks one with @fastify/static's preCompressed, so nothing is compressed per request), and
// the source maps moved out of the web root into <workspace>/dist-maps (kept for debugging, never served).
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

/** Text formats; images such as PNG are compressed already, and .map files never reach this stage. */
const TEXT = /\.(js|css|html|json|svg|webmanifest|txt)$/;

function compressionPlugins() {
  // minRatio 1: a sibling is written whenever it is smaller than the file (the default, 0.8, would send files
  // that compress only a little uncompressed).
  const common = { test: TEXT, threshold: 0, minRatio: 1 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
  ];
}

/**
 * Takes every .map asset out of the build right after the content hashes are final (so each map keeps its
 * script's name, script.<hash>.js.map) and before compression and the service worker's precache list see them, and
 * writes them to `dir` after the build is emitted. Use it with a hidden source map: no served file names its map.
 */
class SourceMapsOutOfWebRoot {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    const name = 'SourceMapsOutOfWebRoot';
    const maps = new Map();
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1;
      compilation.hooks.processAssets.tap({ name, stage }, () => {
        for (const asset of compilation.getAssets()) {
          if (!asset.name.endsWith('.map')) continue;
          maps.set(asset.name, asset.source.buffer());
          compilation.deleteAsset(asset.name);
        }
      });
    });
    compiler.hooks.afterEmit.tapPromise(name, async () => {
      // Like output.clean for dist: the maps of an earlier build never linger beside this one's.
      await fs.promises.rm(this.dir, { recursive: true, force: true });
      for (const [file, content] of maps) {
        const target = path.join(this.dir, file);
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        await fs.promises.writeFile(target, content);
      }
      maps.clear();
    });
  }
}

/**
 * Applies plugins once every plugin of the config is applied, so that their taps come last at a stage they share:
 * the federation's manifest plugin rewrites mf-manifest.json at the compression's own stage, and the siblings
 * must be made from its final text.
 */
class AfterOtherPlugins {
  constructor(plugins) {
    this.plugins = plugins;
  }

  apply(compiler) {
    compiler.hooks.afterPlugins.tap('AfterOtherPlugins', () => {
      for (const plugin of this.plugins) plugin.apply(compiler);
    });
  }
}

/** The production plugins of a workspace whose build is written to <dir>/dist. */
function deliveryPlugins(dir) {
  return [new SourceMapsOutOfWebRoot(path.join(dir, 'dist-maps')), new AfterOtherPlugins(compressionPlugins())];
}

module.exports = { deliveryPlugins, SourceMapsOutOfWebRoot, TEXT };
