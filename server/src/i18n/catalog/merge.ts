/**
 * One language's catalog from its areas' files (en-us/, zh-tw/). Each key is defined in one area only: a key in two
 * would leave which text is shown to the order of the areas, so it fails here, as the server starts (and in
 * server/test/i18n.test.ts).
 */
export function mergeAreas(areas: Record<string, Record<string, string>>): Record<string, string> {
  const catalog: Record<string, string> = {};
  const areaOf = new Map<string, string>();
  for (const [area, texts] of Object.entries(areas)) {
    for (const [key, text] of Object.entries(texts)) {
      const first = areaOf.get(key);
      if (first !== undefined) throw new Error(`The message key ${key} is defined in two areas: ${first} and ${area}`);
      areaOf.set(key, area);
      catalog[key] = text;
    }
  }
  return catalog;
}
