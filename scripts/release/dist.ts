import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');

export interface DistFile {
  path: string;
  content_base64: string;
}

/** Every file of a built remote's folder, with forward-slash paths relative to it, as the publish call takes them. */
export function readDist(dir: string): DistFile[] {
  const walk = (at: string): string[] =>
    readdirSync(at, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(at, e.name)) : e.isFile() ? [path.join(at, e.name)] : []));
  return walk(dir)
    .sort()
    .map((full) => ({ path: path.relative(dir, full).split(path.sep).join('/'), content_base64: readFileSync(full).toString('base64') }));
}

/** The remote's workspace package version (its package.json), the first part of every release version. */
export function packageVersionOf(remote: string): string {
  const { version } = JSON.parse(readFileSync(path.join(ROOT, remote, 'package.json'), 'utf8')) as { version?: string };
  if (!version) throw new Error(`${remote}/package.json has no version`);
  return version;
}

export const defaultDistOf = (remote: string) => path.join(ROOT, remote, 'dist');
