import { Value } from '@sinclair/typebox/value';
import type { ShopConfig } from '@snapmall/shared';
import { CONFIG_SCHEMAS, type ConfigKey } from '@snapmall/shared/contract';
import { shopConfig } from './configFixture';
import { configErrors, contactLinkError } from './rules';

const base = shopConfig();
/** What the console says of a key's value, and whether the server's schema for that key takes it. */
function judged<K extends ConfigKey>(key: K, value: ShopConfig[K]) {
  return { errors: configErrors(key, value), server: Value.Check(CONFIG_SCHEMAS[key], value) };
}
/** The console refuses exactly what the server refuses, on the field named. */
function sameAsServer<K extends ConfigKey>(key: K, value: ShopConfig[K], field: string | null) {
  const { errors, server } = judged(key, value);
  expect({ refused: Object.keys(errors), server }).toEqual(field === null ? { refused: [], server: true } : { refused: [field], server: false });
}

const BAD_LINKS = ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<b>x</b>', '//evil.example/x', 'ftp://files.example', 'https://', ' https://a.example', 'https://a.example/"x"', 'pages/index/index'];
const GOOD_LINKS = ['', 'https://a.example/sale?x=1#top', 'http://a.example', '/pages/shopping/index'];

describe('the configuration, checked as the server checks it', () => {
  it('starts from values both take', () => {
    for (const key of Object.keys(CONFIG_SCHEMAS) as ConfigKey[]) sameAsServer(key, base[key], null);
  });

  it('takes https, http or a path on the shop as a link, never javascript:, data: or another host by //', () => {
    for (const link of BAD_LINKS) {
      sameAsServer('base', { ...base.base, website: link }, 'website');
      sameAsServer('download', { ...base.download, ios: link }, 'ios');
      sameAsServer('banner', [{ ...base.banner[0]!, link }], '0.link');
    }
    for (const link of GOOD_LINKS) {
      sameAsServer('download', { ...base.download, android: link }, null);
      sameAsServer('banner', [{ ...base.banner[0]!, link }], null);
    }
  });

  it('takes a customer-service address that is a page, mailto: or tel:, and not one to another host', () => {
    const entry = (url: string) => ({ ...base.base, services: [{ name: { 'en-us': 'Chat', 'zh-tw': '客服' }, url }] });
    for (const url of ['https://chat.example/ada', '/contact', 'mailto:help@snapmall.example', 'tel:+886212345678']) sameAsServer('base', entry(url), null);
    for (const url of ['', '//evil.example', 'javascript:alert(1)', 'sms:123', 'https://chat.example/a b']) {
      sameAsServer('base', entry(url), 'services.0.url');
      expect(contactLinkError(url)).toBe('admin.config.error.contactLink');
    }
    const many = Array.from({ length: 11 }, (_, i) => entry(`/s${i}`).services[0]!);
    expect(judged('base', { ...base.base, services: many })).toMatchObject({ errors: { services: 'admin.config.error.tooMany' }, server: false });
  });

  it('takes 2 to 5 tabs, each on a route of the shop, with hex colours and words of at most 20 characters', () => {
    const tabbar = base.tabbar;
    const tab = tabbar.list[0]!;
    sameAsServer('tabbar', { ...tabbar, list: [tab] }, 'list');
    sameAsServer('tabbar', { ...tabbar, list: [...tabbar.list, { ...tab, pagePath: '/a' }, { ...tab, pagePath: '/b' }] }, 'list');
    for (const pagePath of ['pages/index/index', '/Pages/Index', 'https://a.example', '/pages/<x>']) sameAsServer('tabbar', { ...tabbar, list: [{ ...tab, pagePath }, tabbar.list[1]!] }, 'list.0.pagePath');
    sameAsServer('tabbar', { ...tabbar, list: [{ ...tab, text: { 'en-us': 'Home', 'zh-tw': '首'.repeat(21) } }, tabbar.list[1]!] }, 'list.0.text.zh-tw');
    for (const colour of ['red', '#ffff', '#gggggg', 'c62828']) {
      sameAsServer('tabbar', { ...tabbar, selectedColor: colour }, 'selectedColor');
      sameAsServer('tabbar', { ...tabbar, dark: { ...tabbar.dark, backgroundColor: colour } }, 'dark.backgroundColor');
    }
    sameAsServer('tabbar', { ...tabbar, color: '#ABC', dark: { ...tabbar.dark, color: '#a1b2c3' } }, null);
  });

  it('takes banner pictures only from the shop, at most 8, with words of at most 100 characters', () => {
    const slide = base.banner[0]!;
    for (const image of ['https://cdn.example/a.png', '//evil.example/a.png', 'banners/a.png', '/banners/../../etc/passwd', '/a/%2e%2e/b']) sameAsServer('banner', [{ ...slide, image }], '0.image');
    sameAsServer('banner', [{ ...slide, alt: { 'en-us': 'x'.repeat(101), 'zh-tw': '' } }], '0.alt.en-us');
    sameAsServer('banner', Array.from({ length: 9 }, () => slide), '');
  });

  it('takes the sign-in points as whole numbers within their limits', () => {
    for (const [field, value] of [['base_points', -1], ['streak_bonus', 1.5], ['base_points', 100_001], ['max_bonus', 1_000_001], ['base_points', Number.NaN]] as const) {
      sameAsServer('sign_in', { ...base.sign_in, [field]: value }, field);
    }
    sameAsServer('sign_in', { ...base.sign_in, base_points: 100_000, max_bonus: 1_000_000 }, null);
  });

  it('is stricter than the server only where the shop would show nothing', () => {
    // English words are what the shop falls back to: a tab or a picture without them shows nothing.
    const { errors, server } = judged('tabbar', { ...base.tabbar, list: [{ ...base.tabbar.list[0]!, text: { 'en-us': ' ', 'zh-tw': '首頁' } }, base.tabbar.list[1]!] });
    expect({ errors, server }).toEqual({ errors: { 'list.0.text.en-us': 'admin.config.error.required' }, server: true });
    // A legal page's key that no content page could have.
    expect(judged('clause', { ...base.clause, terms: 'Terms Page' })).toEqual({ errors: { terms: 'admin.config.error.pageKey' }, server: true });
  });
});
