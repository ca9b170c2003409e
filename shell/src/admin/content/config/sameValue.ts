/** JSON with every object's keys sorted. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(record[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Whether two configuration values hold the same: the server keeps them as jsonb, which answers an object's keys in
 * its own order (shorter keys first), so a value read back after a save is the draft with its keys moved.
 */
export const sameValue = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);
