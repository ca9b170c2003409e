// Renders the web-app icons (PNG, which Chromium's install check and iOS want) from public/icon.svg with the
// Chromium the browser tests use: `node shell/scripts/make-icons.mjs`. The PNGs are committed; run this again
// after changing the SVG.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import chromium from '@sparticuz/chromium';
import { chromium as playwright } from 'playwright-core';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const svg = await readFile(path.join(publicDir, 'icon.svg'), 'utf8');
// Maskable: the platform crops to its own shape, so the background fills the square (the mark already keeps to
// the middle 80%, the safe zone).
const maskable = svg.replace(/<rect [^>]*\/>/, '<rect width="512" height="512" fill="#e4393c"/>');

const icons = [
  { file: 'icon-192.png', size: 192, source: svg },
  { file: 'icon-512.png', size: 512, source: svg },
  { file: 'icon-maskable-512.png', size: 512, source: maskable },
  { file: 'apple-touch-icon.png', size: 180, source: maskable },
];

const browser = await playwright.launch({
  executablePath: process.env.CHROME_PATH || (await chromium.executablePath()),
  args: process.env.CHROME_PATH ? ['--no-sandbox'] : chromium.args.filter((a) => !/^--(single-process|headless)/.test(a)),
});
try {
  for (const { file, size, source } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const html = `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${source}`;
    await page.setContent(html);
    await writeFile(path.join(publicDir, file), await page.screenshot({ omitBackground: true }));
    await page.close();
    console.log(`${file} ${size}×${size}`);
  }
} finally {
  await browser.close();
}
