import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

type Catalog = Record<string, string>;

/**
 * Every message id with this prefix that the sources name whole (a quoted literal), read from files and folders
 * (tests left out): what a remote's console catalog must hold (issue 28: one check for every remote's console).
 */
export function idsNamedIn(prefix: string, sources: string[]): Set<string> {
  const ids = new Set<string>();
  const pattern = new RegExp(`['"](${prefix.replace(/\./g, '\\.')}[A-Za-z0-9.]+[A-Za-z0-9])['"]`, 'g');
  const read = (file: string) => {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) ids.add(match[1]!);
  };
  const walk = (entry: string): void => {
    if (!statSync(entry).isDirectory()) return read(entry);
    for (const child of readdirSync(entry)) {
      const file = path.join(entry, child);
      if (statSync(file).isDirectory() || (/\.tsx?$/.test(child) && !child.includes('.test.'))) walk(file);
    }
  };
  sources.forEach(walk);
  return ids;
}

/** A message's placeholders, read as ICU, so a plural's branches ("{count, plural, =0 {Ship} …}") are not taken for them. */
export function placeholdersOf(text: string): string[] {
  const walk = (elements: MessageFormatElement[]): string[] =>
    elements.flatMap((e) => [
      ...('value' in e && e.type !== TYPE.literal ? [String(e.value)] : []),
      ...('options' in e ? Object.values(e.options).flatMap((o) => walk(o.value)) : []),
    ]);
  return [...new Set(walk(parse(text)))].sort();
}

/**
 * What is wrong with a console's pair of catalogs: ids in one language only, ids without the console's prefix,
 * empty texts, ids the shop's own catalog also has, and placeholders that differ between the languages. Each list
 * is empty when the catalogs are right.
 */
export function catalogProblems({ prefix, en, zh, shop }: { prefix: string; en: Catalog; zh: Catalog; shop: Catalog }) {
  const both = (pick: (id: string, text: string) => boolean) => [en, zh].flatMap((c) => Object.entries(c).filter(([id, text]) => pick(id, text)).map(([id]) => id));
  return {
    oneLanguageOnly: [...Object.keys(en).filter((id) => !(id in zh)), ...Object.keys(zh).filter((id) => !(id in en))],
    unprefixed: Object.keys(en).filter((id) => !id.startsWith(prefix)),
    empty: both((_id, text) => text.trim() === ''),
    alsoInShop: Object.keys(en).filter((id) => id in shop),
    placeholdersDiffer: Object.keys(en).filter((id) => id in zh && placeholdersOf(en[id]!).join() !== placeholdersOf(zh[id]!).join()),
  };
}

/**
 * The console catalog against the code: ids the code names that the catalog lacks (`missing`), and ids the catalog
 * keeps that no code names (`unused`): both empty for a catalog that is exactly what the pages say.
 */
export function idsVersusCatalog(prefix: string, sources: string[], catalog: Catalog) {
  const named = idsNamedIn(prefix, sources);
  return { named: named.size, missing: [...named].filter((id) => !(id in catalog)), unused: Object.keys(catalog).filter((id) => !named.has(id)) };
}

/** catalogProblems' answer, as a test expects it when all is right. */
export const NO_CATALOG_PROBLEMS = { oneLanguageOnly: [], unprefixed: [], empty: [], alsoInShop: [], placeholdersDiffer: [] };
