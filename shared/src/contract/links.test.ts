import { isContactLink, RULES } from './rules';

const page = new RegExp(RULES.linkPattern);

describe('links an operator sets', () => {
  it('are http(s) to a named host or a path on the shop, never another scheme or another host through "//"', () => {
    for (const url of ['https://a.example', 'http://a.example/x?y=1#z', '/pages/index/app', '/']) expect({ url, ok: page.test(url) }).toEqual({ url, ok: true });
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil.example', 'https:evil', '', 'mailto:a@b.example']) {
      expect({ url, ok: page.test(url) }).toEqual({ url, ok: false });
    }
  });

  it('for customer service may also write or call, and the same rule guards where they are shown', () => {
    for (const url of ['mailto:help@snapmall.example', 'tel:+886212345678', 'https://a.example/chat']) expect({ url, ok: isContactLink(url) }).toEqual({ url, ok: true });
    for (const url of ['javascript:alert(1)', '//evil.example', 'data:,x']) expect({ url, ok: isContactLink(url) }).toEqual({ url, ok: false });
  });
});
