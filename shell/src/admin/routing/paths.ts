/** The console's own addresses (in the hash, like the shop's). */
export const DASHBOARD_PATH = '/';
export const LOGIN_PATH = '/login';
/** An enrolment link's page (`operator:add` prints /admin/#/enrol?link=…): the password, then the first factor. */
export const ENROL_PATH = '/enrol';
/** The operators' messages: the header links there with the unread count. */
export const MESSAGES_PATH = '/messages';
/** Requests waiting for a second operator (issue 26): the header links there with the count this operator may decide. */
export const REQUESTS_PATH = '/requests';
