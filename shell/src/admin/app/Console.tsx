import { useEffect } from 'react';
import { HOME_PATH, Toast, selectDarkMode, useAppSelector, useLocation, useNavigate } from '@snapmall/shared';
import { selectOperator, useAdminSession } from '@snapmall/shared/admin';
import { GROUPS, REMOTE_GROUPS, SHELL_PAGES } from '../pages';
import { ConsoleLayout } from '../layout/ConsoleLayout';
import { useShellPages } from '../releases/deployers';
import { useAdminRemotes, useRegistry } from '../remotes/useAdminRemotes';
import { buildNav, resolvePath } from '../layout/consoleRoutes';
import { ConsolePage } from '../layout/ConsolePage';
import { DASHBOARD_PATH, ENROL_PATH, LOGIN_PATH } from '../routing/paths';
import LoginPage from '../session/LoginPage';
import { rememberPath } from './operatorRequests';

/** Where a login (or an address that only means "log in") leads: the page asked for, else the dashboard. */
function afterLogin(search: string): string {
  const asked = new URLSearchParams(search).get('redirect') ?? '';
  return asked.startsWith('/') && !asked.startsWith('//') && asked !== LOGIN_PATH ? asked : DASHBOARD_PATH;
}

/** The console for a logged-in operator: the groups and pages their roles allow, each remote's loaded on its own. */
function OperatorConsole() {
  const { can } = useAdminSession();
  const location = useLocation();
  const navigate = useNavigate();
  const path = location.pathname;
  const registry = useRegistry();
  const allowed = REMOTE_GROUPS.filter((group) => can(group.role));
  const remotes = useAdminRemotes(registry, allowed);
  const shellPages = useShellPages(SHELL_PAGES);
  const table = { groups: GROUPS, shellPages, remoteGroups: REMOTE_GROUPS, remotes, can };
  // The login page's address, or the shop's home a 401 moved to: nothing to show there once logged in.
  const leaving = path === LOGIN_PATH || path === HOME_PATH || path === ENROL_PATH;
  useEffect(() => {
    if (leaving) navigate(afterLogin(location.search), { replace: true });
    else rememberPath(path + location.search);
  }, [leaving, navigate, path, location.search]);
  if (leaving) return null;
  const resolved = resolvePath(table, path);
  return (
    <ConsoleLayout nav={buildNav(table)} title={resolved.kind === 'page' ? resolved.page.title : null}>
      <ConsolePage resolved={resolved} />
    </ConsoleLayout>
  );
}

/** The operator console: the login page until an operator is logged in, then the console; dark mode applied. */
export function Console() {
  const operator = useAppSelector(selectOperator);
  const dark = useAppSelector(selectDarkMode);
  const location = useLocation();
  // An enrolment link (`npm run ops -- operator:add`): /admin/#/enrol?link=… leads the password to the enrolment.
  const link = location.pathname === ENROL_PATH ? (new URLSearchParams(location.search).get('link') ?? undefined) : undefined;
  useEffect(() => {
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  }, [dark]);
  if (!operator) {
    return (
      <>
        <LoginPage key={link ?? ''} link={link} />
        <Toast />
      </>
    );
  }
  // A new operator (another's login in this tab) starts with nothing of the last one's.
  return <OperatorConsole key={operator.token} />;
}
