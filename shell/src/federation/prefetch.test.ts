import { preloadFiles, routeFiles } from './prefetch';

const MANIFEST = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      path: './routes',
      assets: { js: { sync: ['__federation_expose_routes.d41a72d3.js'], async: ['309.5f047327.js'] }, css: { sync: ['routes.1234abcd.css'], async: ['31.769b5b91.css'] } },
    },
    { path: './other', assets: { js: { sync: ['other.js'] } } },
  ],
};

it('names the entry and the route table\'s own files beside the manifest, not the lazy pages', () => {
  expect(routeFiles(MANIFEST, 'https://shop.example/remotes/mf-bank/mf-manifest.json')).toEqual([
    'https://shop.example/remotes/mf-bank/remoteEntry.js',
    'https://shop.example/remotes/mf-bank/__federation_expose_routes.d41a72d3.js',
    'https://shop.example/remotes/mf-bank/routes.1234abcd.css',
  ]);
});

it('follows a published path and an entry in a folder of its own', () => {
  const elsewhere = { ...MANIFEST, metaData: { publicPath: 'https://cdn.example/bank/', remoteEntry: { name: 'remoteEntry.js', path: 'entry' } } };
  expect(routeFiles(elsewhere, 'https://shop.example/remotes/mf-bank/mf-manifest.json').slice(0, 2)).toEqual([
    'https://cdn.example/bank/entry/remoteEntry.js',
    'https://cdn.example/bank/__federation_expose_routes.d41a72d3.js',
  ]);
});

it('names nothing for a manifest without the fields (a remote that is not federated)', () => {
  expect(routeFiles({}, 'https://shop.example/one-bundle/mf_bank.json')).toEqual([]);
});

it('preloads each file once, as a script or a style', () => {
  const files = ['https://shop.example/r/remoteEntry.js', 'https://shop.example/r/routes.1234abcd.css'];
  preloadFiles(files);
  preloadFiles(files);
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
  expect(links.map((l) => [l.href, l.as])).toEqual([
    ['https://shop.example/r/remoteEntry.js', 'script'],
    ['https://shop.example/r/routes.1234abcd.css', 'style'],
  ]);
});
