import type { RemoteRegistryEntry } from '@snapmall/shared';
import { connectionType, deviceClass, routeOf, sampled, sampleOf } from './page';

const bank: RemoteRegistryEntry = { name: 'mf_bank', remote: 'mf-bank', manifest: '/m.json', prefixes: ['/pages/bank/'], version: '0.2.0+1a2b3c4d5e6f' };
const fromDisk: RemoteRegistryEntry = { name: 'mf_shopping', manifest: '/s.json', prefixes: ['/pages/shopping/'] };

it('takes the route pattern from the hash, never its query', () => {
  expect(routeOf('#/pages/goods/detail?id=7')).toBe('/pages/goods/detail');
  expect(routeOf('')).toBe('/');
});

it('names the device class by the viewport width and the connection by effectiveType, unknown where none', () => {
  expect([deviceClass(390), deviceClass(599), deviceClass(600), deviceClass(1023), deviceClass(1024)]).toEqual(['phone', 'phone', 'tablet', 'tablet', 'desktop']);
  expect(connectionType({ connection: { effectiveType: '3g' } } as unknown as Navigator)).toBe('3g');
  expect(connectionType({ connection: { effectiveType: '5g' } } as unknown as Navigator)).toBe('unknown');
  expect(connectionType({} as Navigator)).toBe('unknown');
});

it('makes a sample of the release that drew the route, in whole milliseconds or thousandths of CLS', () => {
  expect(sampleOf('LCP', 1234.6, '/pages/bank/deposit', [bank])).toEqual({ metric: 'LCP', value: 1235, route: '/pages/bank/deposit', remote: 'mf-bank', version: bank.version });
  expect(sampleOf('CLS', 0.1234, '/pages/bank/deposit', [bank])?.value).toBe(123);
});

it('makes none for a shell page, a remote from its local build, or a route the server would refuse', () => {
  expect(sampleOf('LCP', 900, '/pages/index/index', [bank, fromDisk])).toBeUndefined();
  expect(sampleOf('LCP', 900, '/pages/shopping/index', [bank, fromDisk])).toBeUndefined();
  expect(sampleOf('LCP', 900, '/pages/bank/dé', [bank])).toBeUndefined();
});

it('samples a page load by the setting: none at 0, every one at 1, the share in between', () => {
  expect(sampled(0, () => 0)).toBe(false);
  expect(sampled(1, () => 0.999)).toBe(true);
  expect(sampled(0.25, () => 0.2)).toBe(true);
  expect(sampled(0.25, () => 0.25)).toBe(false);
});
