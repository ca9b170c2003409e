// The dev server of the shell and of each remote (`rspack serve`). QA anywhere (issue 29): a remote's pages run
// against any real API, a staging shop's say, with no proxy of one's own: PORT and API_TARGET come from the
// environment, else the workspace's own port and the local server.

/** The local API server `npm run dev -w server` starts. */
const LOCAL_API = 'http://localhost:8080';

/**
 * @param {object} o
 * @param {number} o.port       the workspace's own dev port (a remote's package.json "remote" entry)
 * @param {string} [o.apiTarget] where /api goes when API_TARGET is not set
 * @param {boolean} [o.forShell] a remote's build for the shell: no client of the dev server's own goes into its
 *   code (the shell's page, not the remote's, decides when to reload: remotes/dev/watchRebuilds.ts); its socket
 *   still tells each rebuild
 * @param {NodeJS.ProcessEnv} [env]
 */
function devServer({ port, apiTarget = LOCAL_API, forShell = false }, env = process.env) {
  const target = env.API_TARGET || apiTarget;
  const shop = originOf(env.SHOP_URL);
  return {
    port: Number(env.PORT) || port,
    ...(forShell ? { hot: false, liveReload: false, client: false } : { hot: true }),
    // What it serves (the sources, in the maps) is read only by a page of this machine or SHOP_URL's shop: CORS names
    // that origin back and nothing to any other site, which can at most run a script it cannot read.
    headers: (request) => {
      const origin = request.headers.origin;
      return readableBy(origin, shop) ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : { Vary: 'Origin' };
    },
    // A dev link (issue 29) loads this server's scripts into the live shop, another site: the dev server lets a
    // page of another site load them only when addressed as an allowed host (localhost), and hear its rebuilds (the
    // socket) only from an allowed origin: a shop on localhost or an IP, or SHOP_URL's. A site that points its own
    // name at this machine is refused (DNS rebinding).
    allowedHosts: ['localhost', ...(shop ? [new URL(shop).hostname] : [])],
    // Nothing another site's page can set off with a link or an image: no editor opened, no rebuild forced.
    setupMiddlewares: (middlewares) => middlewares.filter((m) => !TRIGGERED_BY_GET.includes(m.name)),
    // changeOrigin: a shop elsewhere (https://staging…) answers only requests made out to its own host name. A build
    // for the shell needs none: the shop's page calls its own API.
    ...(forShell ? {} : { proxy: [{ context: ['/api', '/remotes.json'], target, changeOrigin: true, secure: target.startsWith('https:') }] }),
  };
}

/** The dev server's own endpoints that act on a GET. */
const TRIGGERED_BY_GET = ['rspack-dev-server-open-editor', 'rspack-dev-server-invalidate'];
const THIS_MACHINE = ['localhost', '127.0.0.1', '[::1]'];

/** Whether a page of `origin` may read the dev server's files: this machine's pages, and the shop's. */
function readableBy(origin, shop) {
  if (typeof origin !== 'string') return false;
  const url = originOf(origin);
  return url !== undefined && (THIS_MACHINE.includes(new URL(url).hostname) || url === shop);
}

/** A URL's origin (`https://shop.example`), or undefined for none or one that is not a URL. */
function originOf(url) {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

module.exports = { devServer, LOCAL_API };
