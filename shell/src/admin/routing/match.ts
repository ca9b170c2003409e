const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * Whether a path answers a page's path, and with which `:name` segments: '/customers/:id' takes '/customers/12'
 * ({ id: '12' }); every other segment must be the same. Null when it does not match.
 */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    const value = have[i]!;
    if (part.startsWith(':') && value !== '') params[part.slice(1)] = decoded(value);
    else if (part !== value) return null;
  }
  return params;
}
