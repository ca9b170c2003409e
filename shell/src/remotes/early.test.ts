import { takeEarlyManifest } from '../federation/earlyManifest';
import { startEarly } from './early';

const BANK = { name: 'mf_bank', manifest: '/remotes/mf-bank/mf-manifest.json', prefixes: ['/pages/bank/'] };
const MANIFEST = { metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [{ path: './routes', assets: { js: { sync: ['routes.1.js'] } } }] };

/** The network as the boot entry sees it: remotes.json, then a manifest; every URL asked for, in order. */
function network() {
  const asked: string[] = [];
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL) => {
    asked.push(String(url));
    const body = String(url).startsWith('remotes.json') ? { remotes: [BANK] } : MANIFEST;
    return { ok: true, json: async () => body, clone() { return this; } } as unknown as Response;
  });
  return asked;
}

const preloads = () => [...document.head.querySelectorAll('link[rel=preload]')].map((l) => new URL((l as HTMLLinkElement).href).pathname);

it("asks for remotes.json, then the first page's manifest and its entry and route files, before the app runs", async () => {
  const asked = network();
  startEarly('/pages/bank/recharge');
  await new Promise((resolve) => setTimeout(resolve, 0));
  const manifestUrl = new URL(BANK.manifest, window.location.href).href;
  expect(asked).toEqual(['remotes.json', manifestUrl]);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(preloads()).toEqual(['/remotes/mf-bank/remoteEntry.js', '/remotes/mf-bank/routes.1.js']);
  // The federation runtime takes that answer instead of asking again.
  expect(takeEarlyManifest(manifestUrl)).toBeDefined();
});
