/** The console's own addresses (in the hash, like the shop's). */
export const DASHBOARD_PATH = '/';
export const LOGIN_PATH = '/login';
/** The operators' messages: the header links there with the unread count. */
export const MESSAGES_PATH = '/messages';
/** Requests waiting for a second operator (issue 26): the header links there with the count this operator may decide. */
export const REQUESTS_PATH = '/requests';
