import { absoluteUrl } from '@snapmall/shared';
import { sanitizeContent } from './sanitize';

it('fills the domain placeholder with the origin and strips scripts and handlers', () => {
  const html = sanitizeContent('<p onclick="steal()">Go <a href="{domain}/#/x">here</a></p><script>alert(1)</script>', 'https://shop.test');
  expect(html).toBe('<p>Go <a href="https://shop.test/#/x">here</a></p>');
});

it('makes relative avatar paths absolute and leaves absolute ones alone', () => {
  expect(absoluteUrl('/uploads/a.png', 'https://shop.test')).toBe('https://shop.test/uploads/a.png');
  expect(absoluteUrl('uploads/a.png', 'https://shop.test')).toBe('https://shop.test/uploads/a.png');
  expect(absoluteUrl('https://cdn.test/a.png', 'https://shop.test')).toBe('https://cdn.test/a.png');
  expect(absoluteUrl('', 'https://shop.test')).toBe('');
});
