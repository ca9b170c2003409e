/** A base no manifest URL can name: what resolves against it stays on the shop's own origin ('self'). */
const SELF_BASE = 'https://self.snapmall.invalid/';
const SAFE_ORIGIN = /^https?:\/\/[a-z0-9.:[\]-]+$/;
const SAFE_HOST = /^[a-z0-9.:[\]-]+$/;

/**
 * The CSP sources of the remotes in a registry: the origin of each manifest (the remote's entry and chunks are
 * loaded from beside it). A relative manifest is on the shop's origin ('self', no entry); a scheme-relative one
 * ("//cdn.example/…") gives a host source, which takes the page's own scheme. Anything that is not http(s) is
 * left out, so the shell cannot load it.
 */
export function remoteSources(registry: unknown): string[] {
  const remotes = (registry as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) return [];
  const sources = new Set<string>();
  for (const remote of remotes) {
    const manifest = (remote as { manifest?: unknown } | null)?.manifest;
    if (typeof manifest !== 'string') continue;
    let url: URL;
    try {
      url = new URL(manifest, SELF_BASE);
    } catch {
      continue;
    }
    if (url.origin === new URL(SELF_BASE).origin || (url.protocol !== 'https:' && url.protocol !== 'http:')) continue;
    const schemeRelative = !/^\s*[a-z][a-z\d+.-]*:/i.test(manifest);
    const source = schemeRelative ? url.host : url.origin;
    if ((schemeRelative ? SAFE_HOST : SAFE_ORIGIN).test(source)) sources.add(source);
  }
  return [...sources];
}

/**
 * The policy of the shell's pages. Scripts only from this origin and the remotes' (no inline script, no eval:
 * the built index.html loads its one script by URL and the federation runtime adds remote entries as script
 * elements); no plugins, no <base>, no framing. Styles come from the same places as files: the build extracts
 * CSS into .css files loaded by <link>, injects no <style> element, and React's style props are set through the
 * CSSOM, which CSP does not restrict, so styles need no 'unsafe-inline' either. Images may also be data: URLs
 * (the shell's icons) and https images on the hosts AVATAR_HOSTS allows (avatars, pictures in operator content):
 * no other site's. The service worker (/sw.js) and the web-app manifest come from this origin only. A browser in a
 * dev session (a dev link it took, issue 29) also allows its one localhost origin: `devOrigin`, only ever
 * `http://localhost:<port>` (modules/releases/dev-link.ts).
 */
export function contentSecurityPolicy(remotes: readonly string[] = [], imageHosts: readonly string[] = [], devOrigin?: string): string {
  const own = ["'self'", ...remotes, ...(devOrigin ? [devOrigin] : [])].join(' ');
  const images = [own, 'data:', ...imageHosts.map((host) => `https://${host}`)].join(' ');
  // A dev session's page also talks to its dev server's socket (ws://localhost:<port>): it reloads on a rebuild.
  const connect = devOrigin ? `${own} ${devOrigin.replace(/^http/, 'ws')}` : own;
  return [
    `default-src 'self'`,
    `script-src ${own}`,
    `connect-src ${connect}`,
    `style-src ${own}`,
    `img-src ${images}`,
    `font-src ${own}`,
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/**
 * The policy of every file under /remotes/: a team's file opened as a document (a link to it) gets nothing, no
 * script, no style, no origin (sandbox), so it can never read the shop's storage. It does not touch the page that
 * loads the file as a script, a style or JSON: a policy applies to the document it comes with.
 */
export const RELEASE_FILE_POLICY = "default-src 'none'; sandbox";

/** The headers of a file under /remotes/: its type as sent, never sniffed into another, and the file policy. */
export function inertFileHeaders(reply: { header(name: string, value: string): unknown }) {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('content-security-policy', RELEASE_FILE_POLICY);
}
