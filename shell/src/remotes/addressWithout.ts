/**
 * The page's address without one query parameter (a preview link's, a dev link's), the path, the other parameters
 * and the hash kept: what a copied or bookmarked address keeps once the link was taken. React-free (the boot entry).
 */
export function addressWithout(location: Pick<Location, 'pathname' | 'search' | 'hash'>, param: string): string {
  const query = new URLSearchParams(location.search);
  query.delete(param);
  const rest = query.toString();
  return `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`;
}
