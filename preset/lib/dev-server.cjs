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
  return {
    port: Number(env.PORT) || port,
    ...(forShell ? { hot: false, liveReload: false, client: false } : { hot: true }),
    headers: { 'Access-Control-Allow-Origin': '*' },
    // A dev link (issue 29) loads this server's scripts into the live shop, another site: the dev server lets a
    // page of another site load them only when addressed as an allowed host (localhost), and lets it hear its
    // rebuilds (the socket) only from an allowed origin: a shop on localhost or an IP, or SHOP_URL's host. Any
    // other host name is refused, so a site that points its own name at this machine reads nothing.
    allowedHosts: ['localhost', ...hostOf(env.SHOP_URL)],
    // changeOrigin: a shop elsewhere (https://staging…) answers only requests made out to its own host name.
    proxy: [{ context: ['/api', '/remotes.json'], target, changeOrigin: true, secure: target.startsWith('https:') }],
  };
}

/** The host name of a URL, as a list of none or one. */
function hostOf(url) {
  try {
    return url ? [new URL(url).hostname] : [];
  } catch {
    return [];
  }
}

module.exports = { devServer, LOCAL_API };
