/**
 * The dev server's socket (rspack serve, `ws://localhost:<port>/ws`): it tells each rebuild's hash, then `ok` once
 * the build is served. The page reloads on the first build after the one it loaded, so a saved change shows at
 * once. A remote run inside the shop has no hot-module client of its own (the shell loads its routes), so a reload
 * is how its changes arrive. Answers a function that stops watching.
 */
export function watchRebuilds(origin: string, reload: () => void, open = (url: string) => new WebSocket(url)): () => void {
  let socket: WebSocket | undefined;
  let stopped = false;
  let loaded: string | undefined;
  let latest: string | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = () => {
    socket = open(`${origin.replace(/^http/, 'ws')}/ws`);
    socket.onmessage = (event: MessageEvent) => {
      const message = parse(event.data);
      if (message?.type === 'hash' && typeof message.data === 'string') {
        latest = message.data;
        loaded ??= latest;
      } else if ((message?.type === 'ok' || message?.type === 'warnings') && latest !== undefined && latest !== loaded) {
        reload();
      }
    };
    // The dev server restarted or is not up yet: try again, quietly.
    socket.onclose = () => {
      if (!stopped) retry = setTimeout(connect, 2_000);
    };
  };
  connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    socket?.close();
  };
}

function parse(data: unknown): { type?: string; data?: unknown } | undefined {
  try {
    return typeof data === 'string' ? (JSON.parse(data) as { type?: string; data?: unknown }) : undefined;
  } catch {
    return undefined;
  }
}
