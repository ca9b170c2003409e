interface DevServer {
  port: number;
  allowedHosts: string[];
  proxy?: Array<{ context: string[]; target: string; changeOrigin: boolean; secure: boolean }>;
  headers: (request: { headers: { origin?: string } }) => Record<string, string>;
  setupMiddlewares: (middlewares: Array<{ name: string }>) => Array<{ name: string }>;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { devServer, LOCAL_API } = require('../../preset/lib/dev-server.cjs') as {
  devServer: (o: { port: number; apiTarget?: string; forShell?: boolean }, env: Record<string, string>) => DevServer;
  LOCAL_API: string;
};

describe("a remote's dev server (QA anywhere, issue 29)", () => {
  it('keeps its own port and the local API when the environment names none', () => {
    const server = devServer({ port: 3002 }, {});
    expect(server.port).toBe(3002);
    expect(server.proxy).toEqual([{ context: ['/api', '/remotes.json'], target: LOCAL_API, changeOrigin: true, secure: false }]);
  });

  it('takes PORT and API_TARGET from the environment: a staging shop over https, its certificate checked', () => {
    const server = devServer({ port: 3002 }, { PORT: '4100', API_TARGET: 'https://staging.snapmall.example' });
    expect(server.port).toBe(4100);
    expect(server.proxy?.[0]).toMatchObject({ target: 'https://staging.snapmall.example', changeOrigin: true, secure: true });
  });

  it("lets the live shop load its files and hear its rebuilds (a dev link): localhost, and SHOP_URL's host", () => {
    expect(devServer({ port: 3002 }, {}).allowedHosts).toEqual(['localhost']);
    expect(devServer({ port: 3002 }, { SHOP_URL: 'https://shop.example:8443/admin/' }).allowedHosts).toEqual(['localhost', 'shop.example']);
    expect(devServer({ port: 3002 }, { SHOP_URL: 'not a url' }).allowedHosts).toEqual(['localhost']);
  });

  it("lets only this machine's pages and SHOP_URL's shop read what it serves (its sources, in the maps)", () => {
    const corsOf = (origin: string | undefined, env: Record<string, string> = {}) => devServer({ port: 3002, forShell: true }, env).headers({ headers: { origin } })['Access-Control-Allow-Origin'];
    expect(corsOf('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(corsOf('http://localhost:3000')).toBe('http://localhost:3000');
    expect(corsOf('https://shop.example', { SHOP_URL: 'https://shop.example/' })).toBe('https://shop.example');
    expect(corsOf('https://shop.example')).toBeUndefined();
    expect(corsOf('https://evil.example', { SHOP_URL: 'https://shop.example' })).toBeUndefined();
    expect(corsOf('null')).toBeUndefined();
    expect(corsOf(undefined)).toBeUndefined();
  });

  it('offers nothing a page of another site can set off with a GET, and no proxy when built for the shell', () => {
    const server = devServer({ port: 3002, forShell: true }, {});
    const kept = server.setupMiddlewares([{ name: 'rspack-dev-server-open-editor' }, { name: 'rspack-dev-server-invalidate' }, { name: '@rspack/dev-middleware' }]);
    expect(kept).toEqual([{ name: '@rspack/dev-middleware' }]);
    expect(server.proxy).toBeUndefined();
  });

  it('ignores a PORT that is not a number', () => {
    expect(devServer({ port: 3004 }, { PORT: 'abc' }).port).toBe(3004);
  });
});
