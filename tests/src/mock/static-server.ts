import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

export interface StaticSite {
  url: string;
  /** Every /api request that reached this server: none should, the mock answers them in the browser. */
  apiHits: string[];
  close(): Promise<void>;
}

/**
 * A static host for a mock build, the way a CDN would serve it: files by path, index.html for '/', nothing else (no
 * API, no database). An /api call that gets here is counted and answered 502, so a test sees the mock missed it.
 */
export async function serveStatic(root: string): Promise<StaticSite> {
  const apiHits: string[] = [];
  const server: Server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (pathname.startsWith('/api/')) {
      apiHits.push(pathname);
      res.writeHead(502).end();
      return;
    }
    const file = path.join(root, pathname === '/' ? 'index.html' : path.normalize(pathname));
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiHits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
