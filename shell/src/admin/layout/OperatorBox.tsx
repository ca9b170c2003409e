import { FormattedMessage, useIntl } from 'react-intl';
import { api, Button, DarkModeToggle, LanguageSwitch, useAppDispatch, useNavigate } from '@snapmall/shared';
import { operatorLoggedOut, useAdminSession } from '@snapmall/shared/admin';
import { DASHBOARD_PATH } from '../routing/paths';
import { useConsoleLogoutMutation } from '../sessions/api';
import styles from './Console.module.css';

/**
 * Who is at the console (name and roles), the language and dark mode, and logging out: the server ends the session,
 * then the operator's token is dropped and everything the console fetched with it forgotten.
 */
export function OperatorBox({ stacked = false }: { stacked?: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { username, roles } = useAdminSession();
  const roleNames = roles.map((role) => intl.formatMessage({ id: `adminKit.role.${role}` })).join(intl.locale.startsWith('zh') ? '、' : ', ');
  const [endSession] = useConsoleLogoutMutation();
  // The server ends the session first (on every instance), so a copy of the token dies with this one; the console
  // forgets it whatever the answer: a token that is already dead cannot be ended twice.
  const logout = async () => {
    await endSession().unwrap().catch(() => undefined);
    dispatch(operatorLoggedOut());
    dispatch(api.util.resetApiState());
    navigate(DASHBOARD_PATH, { replace: true });
  };
  return (
    <div className={stacked ? styles.operatorStacked : styles.operator}>
      <p className={styles.who} data-testid="console-operator">
        <span className={styles.whoName}>{username}</span>
        <span className={styles.whoRoles}>
          <FormattedMessage id="admin.top.roles" values={{ roles: roleNames }} />
        </span>
      </p>
      <LanguageSwitch />
      <div className={styles.dark}>
        <DarkModeToggle />
      </div>
      <Button variant="secondary" onClick={() => void logout()}>
        <FormattedMessage id="admin.top.logout" />
      </Button>
    </div>
  );
}
