/** The console's own addresses (in the hash, like the shop's). */
export const DASHBOARD_PATH = '/';
export const LOGIN_PATH = '/login';
