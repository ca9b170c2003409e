import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** A web root with the shell's page and a hashed script, as a build leaves it. */
export function webRoot() {
  const root = mkdtempSync(path.join(tmpdir(), 'snapmall-web-test-'));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(path.join(root, 'shell', 'dist', 'main.0123abcd.js'), 'console.log(1)');
  return root;
}

/** A file with the .br and .gz siblings the build writes beside it (each marked, to tell which was sent). */
export function writeWithSiblings(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(`${text} /* br */`));
  writeFileSync(`${file}.gz`, gzipSync(`${text} /* gz */`));
}
