import { SHELL_PAGE_PATHS } from '@snapmall/shared/remote';

/** Where a visitor is sent to log in, and where a logged-in customer lands from a guest page. */
export const LOGIN_PATH = '/pages/login/index';
export const ME_PATH = '/pages/my/info';
export const MESSAGE_PATH = '/pages/message/index';
export const SIGNIN_PATH = '/pages/signin/index';
export const NOTICE_PATH = '/pages/notice/notice';

/**
 * The paths of the shell's own pages: defined in @snapmall/shared/remote, where the server checks the links an
 * operator saves against them too. The route table with their components is the app's (app/routes.ts, which a
 * test keeps equal to this list); the layers below it only need to know which paths the shell answers itself.
 */
export { SHELL_PAGE_PATHS };

/**
 * SPEC §2's pages without side windows, the shell's and the remotes'. A route table says it of each of its pages,
 * but a remote's arrives with its code: until then the layout goes by this list, so a page whose windows would be
 * drawn and then taken away (or the reverse) does not move once it loads (a test keeps the list equal to the tables).
 */
export const NO_SIDE_WINDOW_PATHS: readonly string[] = [LOGIN_PATH, '/pages/login/register', '/pages/lottery/lottery', NOTICE_PATH];

/** Whether the shell itself answers this path (no query string). */
export const isShellPath = (path: string) => SHELL_PAGE_PATHS.includes(path);
