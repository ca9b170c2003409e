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
