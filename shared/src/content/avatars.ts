/**
 * The avatars the shell publishes (files in shell/public/avatars), stored as origin-relative paths that
 * absoluteUrl makes absolute (SPEC.md §3). One list for the profile page's picker and the server's check.
 */
export const PUBLISHED_AVATARS: readonly string[] = [1, 2, 3, 4, 5, 6].map((n) => `/avatars/${n}.svg`);
