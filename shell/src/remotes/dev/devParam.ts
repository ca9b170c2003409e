/** A dev link's query parameter: `/?dev=<token>` on the shop's address (the server's /api/admin/release/devlink). */
export const DEV_PARAM = 'dev';

/** The address without the dev link: what a copied or bookmarked address keeps once the link was taken. */
export function withoutDevLink(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const query = new URLSearchParams(location.search);
  query.delete(DEV_PARAM);
  const rest = query.toString();
  return `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`;
}
