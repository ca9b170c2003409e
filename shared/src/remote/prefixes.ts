/**
 * Whose a path is, by the remotes' route prefixes: one rule for the shell (which remote answers a path, which of
 * a remote's routes it mounts) and the server's release gate (which routes a release may have), so a route the
 * gate lets through is a route the shell serves. A prefix ends with '/', and a path is inside it when it starts
 * with it: '/pages/bank/' holds '/pages/bank/deposit' but not '/pages/bank' nor '/pages/banking/'.
 * Plain functions only: the server imports this file without the rest of the package (React).
 */
export function insidePrefix(path: string, prefix: string): boolean {
  return path.startsWith(prefix);
}

/** Whether any of the prefixes holds the path. */
export function ownedBy(path: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => insidePrefix(path, prefix));
}

/**
 * The shell's own pages (home and the entry page, download, notices, messages, sign-in, content pages) and the
 * operator console: the registry refuses a remote whose prefix holds or lies inside one of them, so no release can
 * take over a page the shell answers itself.
 */
export const RESERVED_PREFIXES: readonly string[] = ['/pages/index/', '/pages/notice/', '/pages/message/', '/pages/signin/', '/pages/content/', '/admin/'];
