// The dev server of the shell and of each remote (`rspack serve`). QA anywhere (issue 29): a remote's pages run
// against any real API, a staging shop's say, with no proxy of one's own: PORT and API_TARGET come from the
// environment, else the workspace's own port and the local server.

/** The local API server `npm run dev -w server` starts. */
const LOCAL_API = 'http://localhost:8080';

/**
 * @param {object} o
 * @param {number} o.port       the workspace's own dev port (a remote's package.json "remote" entry)
 * @param {string} [o.apiTarget] where /api goes when API_TARGET is not set
 * @param {NodeJS.ProcessEnv} [env]
 */
function devServer({ port, apiTarget = LOCAL_API }, env = process.env) {
  const target = env.API_TARGET || apiTarget;
  return {
    port: Number(env.PORT) || port,
    hot: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    // changeOrigin: a shop elsewhere (https://staging…) answers only requests made out to its own host name.
    proxy: [{ context: ['/api', '/remotes.json'], target, changeOrigin: true, secure: target.startsWith('https:') }],
  };
}

module.exports = { devServer, LOCAL_API };
