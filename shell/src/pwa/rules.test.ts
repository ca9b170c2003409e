import { isApi, isHashedFile, isImmutableFile, isReleaseFile, isRemoteFile, isShellPage, mayKeep } from './rules';

it('tells a remote file, and a hashed one, by its path', () => {
  expect(isRemoteFile('/remotes/mf-bank/remoteEntry.js')).toBe(true);
  expect(isRemoteFile('/remotes/mf-bank/mf-manifest.json')).toBe(true);
  expect(isRemoteFile('/remotes.json')).toBe(false);
  expect(isRemoteFile('/main.0123abcd.js')).toBe(false);
  expect(isHashedFile('/remotes/mf-bank/376.c5fa98d9.css')).toBe(true);
  expect(isHashedFile('/remotes/mf-bank/__federation_expose_routes.829ef583.js')).toBe(true);
  expect(isHashedFile('/remotes/mf-bank/remoteEntry.js')).toBe(false);
  expect(isHashedFile('/remotes/mf-bank/mf-manifest.json')).toBe(false);
});

it('treats every file of a release as immutable, and nothing else under a remote without a hash', () => {
  const release = '/remotes/mf-bank/v/0.2.0+1a2b3c4d5e6f';
  for (const file of ['mf-manifest.json', 'remoteEntry.js', 'static/js/376.js', '__federation_expose_routes.829ef583.js']) {
    expect(isRemoteFile(`${release}/${file}`)).toBe(true);
    expect(isReleaseFile(`${release}/${file}`)).toBe(true);
    expect(isImmutableFile(`${release}/${file}`)).toBe(true);
  }
  // The encoded '+' a browser may send is the same release.
  expect(isReleaseFile('/remotes/mf-bank/v/0.2.0%2B1a2b3c4d5e6f/remoteEntry.js')).toBe(true);
  // A local build on disk (no release yet) keeps its network-first entry and manifest.
  expect(isImmutableFile('/remotes/mf-bank/mf-manifest.json')).toBe(false);
  expect(isImmutableFile('/remotes/mf-bank/remoteEntry.js')).toBe(false);
  expect(isImmutableFile('/remotes/mf-bank/376.c5fa98d9.css')).toBe(true);
  // A remote's own folder named "v" is not a release without a version and a file under it.
  expect(isReleaseFile('/remotes/mf-bank/v/')).toBe(false);
  expect(isReleaseFile('/remotes.json')).toBe(false);
});

it('keeps the API apart, whatever the method', () => {
  expect(isApi('/api/user/retval')).toBe(true);
  expect(isApi('/api/goods/buy')).toBe(true);
  expect(isApi('/remotes/mf-bank/remoteEntry.js')).toBe(false);
});

it('answers the shell page for the scope and its index.html, with any query, and nothing else', () => {
  const scope = 'https://shop.example/';
  expect(isShellPage(new URL('https://shop.example/'), scope)).toBe(true);
  expect(isShellPage(new URL('https://shop.example/?from=app#/pages/index/index'), scope)).toBe(true);
  expect(isShellPage(new URL('https://shop.example/index.html'), scope)).toBe(true);
  expect(isShellPage(new URL('https://shop.example/api/user/retval'), scope)).toBe(false);
  expect(isShellPage(new URL('https://shop.example/remotes/mf-bank/'), scope)).toBe(false);
  expect(isShellPage(new URL('https://other.example/'), scope)).toBe(false);
  expect(isShellPage(new URL('https://shop.example/shop/'), 'https://shop.example/shop/')).toBe(true);
  expect(isShellPage(new URL('https://shop.example/'), 'https://shop.example/shop/')).toBe(false);
});

it("keeps no answer its server marked no-store (a preview's or a dev session's registry)", () => {
  // jsdom has no Response: only its headers are read.
  const answer = (cacheControl?: string) => ({ headers: new Map(cacheControl ? [['cache-control', cacheControl]] : []) }) as unknown as Response;
  expect(mayKeep(answer('no-cache'))).toBe(true);
  expect(mayKeep(answer())).toBe(true);
  expect(mayKeep(answer('no-store'))).toBe(false);
  expect(mayKeep(answer('private, no-store'))).toBe(false);
});
