import { absoluteUrl } from '@snapmall/shared';
import { sanitizeContent } from './sanitize';

it('fills the domain placeholder with the origin and strips scripts and handlers', () => {
  const html = sanitizeContent('<p onclick="steal()">Go <a href="{domain}/#/x">here</a></p><script>alert(1)</script>', 'https://shop.test');
  expect(html).toBe('<p>Go <a href="https://shop.test/#/x">here</a></p>');
});

it('keeps pictures on the shop ({domain}/… or a path) or https, and drops any other, as the server does on save', () => {
  const html = sanitizeContent(
    '<img src="/uploads/a.png"><img src="{domain}/uploads/b.png"><img src="https://cdn.test/c.png"><img src="x"><img src="http://other.test/d.png"><img src="//evil.test/e.png"><img src="data:image/png;base64,AAAA">',
    'http://shop.test',
  );
  expect([...html.matchAll(/src="([^"]+)"/g)].map((m) => m[1])).toEqual(['/uploads/a.png', 'http://shop.test/uploads/b.png', 'https://cdn.test/c.png']);
});

it('drops what the server\'s allow-list drops: styles, classes, srcset and media', () => {
  const html = sanitizeContent('<p style="color:red" class="x">Hi<img src="/a.png" srcset="/b.png 2x"></p><video src="/v.mp4"></video>', 'https://shop.test');
  expect(html).toBe('<p>Hi<img src="/a.png"></p>');
});

it('makes relative avatar paths absolute and leaves absolute ones alone', () => {
  expect(absoluteUrl('/uploads/a.png', 'https://shop.test')).toBe('https://shop.test/uploads/a.png');
  expect(absoluteUrl('uploads/a.png', 'https://shop.test')).toBe('https://shop.test/uploads/a.png');
  expect(absoluteUrl('https://cdn.test/a.png', 'https://shop.test')).toBe('https://cdn.test/a.png');
  expect(absoluteUrl('', 'https://shop.test')).toBe('');
});
