// What keeps a remote's production build the same in any folder and in any run (used by the preset, index.js): the ids
// of the modules whose identifiers carry the checkout's folder, and the order of what the federation's manifest lists.
const path = require('node:path');

/**
 * The same source gives the same files, in any folder (issue 25: `npm start` publishes a remote's build as
 * `<version>+<hash of its files>`, so a build that differs is a new release). Rspack's `deterministic` ids hash a
 * module's identifier made relative to the context, but it makes only a leading path relative, and a consumed
 * singleton's identifier ends in its fallback's absolute path ("consume shared module (default) react@^19.3.1
 * (strict) (strict) (fallback: /abs/node_modules/react/index.js)"), and the federation's entry is a data: module that
 * imports the bundler runtime by its URI-encoded absolute path. So in a copy of the tree elsewhere those modules got
 * other ids, and so did the chunks splitChunks makes of consumed modules alone (a chunk's id hashes its modules'
 * identifiers): the remoteEntry and every chunk that names them differed. Here those ids are hashed from identifiers
 * with the checkout's folder taken out.
 *
 * And every other module too: a concatenated module's identifier ends in a hash of its inner modules' absolute
 * paths ("…/shared/src/index.ts|4c4a5f6d386ce249"), so where two modules' deterministic ids collided, which of
 * them kept its id and which was moved on depended on the folder (the console chunk of mf-lottery differed in a
 * copy of the tree: @snapmall/shared's module was 152 here and 7771 there). Every module's id is hashed here from
 * its identifier without the folder and without that hash (the root module names a concatenation), and a
 * collision is settled in the order of those keys, the same in any folder.
 */
const CONSUMED = 'consume-shared-module';
/**
 * An identifier without the folder that holds the workspace (the checkout, for the monorepo's remotes; the folder
 * around a team's own repository otherwise), and without the hash of the folder-bearing URI a data: module's ends in.
 */
const withoutRoot = (identifier, root) =>
  identifier
    .split(root)
    .join('<root>')
    .split(encodeURIComponent(root))
    .join('<root>')
    .replace(/^(.*!data:.*)\|[0-9a-f]+$/s, '$1')
    .replace(/\|[0-9a-f]{16}$/, '');
const digest = (text) => require('node:crypto').createHash('sha256').update(text).digest();
/** As wide as the deterministic ids of the other modules (four digits here), so ids stay as short. */
const ID_RANGE = 10_000;

class LocationFreeIds {
  /** @param {string} root the folder whose name is left out of every module's key (the workspace's parent) */
  constructor(root) {
    this.root = path.resolve(root);
  }

  apply(compiler) {
    const name = 'LocationFreeIds';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      this.compilation = compilation;
      // Ids set here are kept: the deterministic plugin has no module left to number.
      compilation.hooks.beforeModuleIds.tap(name, (modules) => {
        const keyed = [...modules]
          // The hook's modules are proxies whose `identifier` is the string itself, not the method.
          .map((module) => ({ module, identifier: String(module.identifier) }))
          .map(({ module, identifier }) => ({ module, key: withoutRoot(identifier, this.root) }))
          .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
        const taken = new Set();
        for (const { module, key } of keyed) {
          let id;
          for (let salt = 0; id === undefined || taken.has(id); salt += 1) id = digest(`${key}#${salt}`).readUInt32BE(0) % ID_RANGE;
          taken.add(id);
          module.id = id;
        }
      });
    });
  }

  /**
   * The splitChunks group that takes the consumed modules the `default` group would (shared by two chunks or
   * more), with the same grouping (one chunk per set of chunks that share them) but a name made from those chunks'
   * modules without the checkout's folder: a named chunk's id is hashed from its name. Such a chunk has no file.
   */
  cacheGroup() {
    const keyOf = (chunk) =>
      chunk.name ??
      this.compilation.chunkGraph
        .getChunkModules(chunk)
        .map((module) => withoutRoot(module.identifier(), this.root))
        .sort()
        .join('\n');
    return {
      type: CONSUMED,
      minChunks: 2,
      // Above `default` (-20), which took them before; `defaultVendors` (-10) never matches a consumed module.
      priority: -15,
      reuseExistingChunk: true,
      name: (_module, chunks) => `consumed-${digest(chunks.map(keyOf).sort().join('\0')).toString('hex').slice(0, 8)}`,
    };
  }
}

/** The share key of a consumed singleton, from its identifier ("consume shared module (<scope>) <key>@<range> …"). */
function shareKeyOf(identifier) {
  const request = identifier.split(' ')[4] ?? '';
  return request.slice(0, request.lastIndexOf('@'));
}

/**
 * mf-stats.json, and mf-manifest.json which the federation's plugin writes from it, as the module graph says rather
 * than in the order Rspack's parallel build happened to reach modules in. The plugin lists `shared` in the order
 * the stats list its modules, which changes from run to run (mf-lottery's manifest had react/jsx-runtime before
 * @snapmall/shared/kit in one build and after it in the next), and takes `shared[].usedIn` and `exposes[].requires`
 * from each consumed module's issuer, the first module that happened to import it (react was used by './routes' in
 * one build and by './admin' in the next). Here `shared` follows the order of the singletons' map, and usedIn and
 * requires name every expose whose own file imports the singleton. `order`: the singletons' keys, as the map has them.
 */
function stableStats(order) {
  return ({ stats, compiler, compilation }) => {
    const rank = (name) => (order.includes(name) ? order.indexOf(name) : order.length);
    stats.shared.sort((a, b) => rank(a.name) - rank(b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const moduleGraph = compilation.moduleGraph;
    const exposeOf = new Map(stats.exposes.map((expose) => [path.join(compiler.context, expose.file), expose]));
    const users = new Map();
    for (const module of compilation.modules) {
      if (module.type !== CONSUMED) continue;
      const key = shareKeyOf(module.identifier());
      for (const connection of moduleGraph.getIncomingConnections(module)) {
        // The module that holds the import, inside a concatenated module too.
        const holder = (connection.dependency && moduleGraph.getParentModule(connection.dependency)) ?? connection.originModule;
        const expose = holder && exposeOf.get(holder.resource);
        if (!expose) continue;
        if (!users.has(key)) users.set(key, new Set());
        users.get(key).add(expose);
      }
    }
    for (const shared of stats.shared) {
      shared.usedIn = stats.exposes.filter((expose) => users.get(shared.name)?.has(expose)).map((expose) => expose.file);
    }
    for (const expose of stats.exposes) {
      expose.requires = stats.shared.filter((shared) => users.get(shared.name)?.has(expose)).map((shared) => shared.name);
    }
    return stats;
  };
}

module.exports = { LocationFreeIds, stableStats };
