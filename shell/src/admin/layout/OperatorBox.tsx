import { FormattedMessage, useIntl } from 'react-intl';
import { api, Button, DarkModeToggle, LanguageSwitch, useAppDispatch, useNavigate } from '@snapmall/shared';
import { operatorLoggedOut, useAdminSession } from '@snapmall/shared/admin';
import { DASHBOARD_PATH } from '../routing/paths';
import styles from './Console.module.css';

/**
 * Who is at the console (name and roles), the language and dark mode, and logging out: the operator's token is
 * dropped and everything the console fetched with it forgotten.
 */
export function OperatorBox({ stacked = false }: { stacked?: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { username, roles } = useAdminSession();
  const roleNames = roles.map((role) => intl.formatMessage({ id: `adminKit.role.${role}` })).join(intl.locale.startsWith('zh') ? '、' : ', ');
  const logout = () => {
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
      <Button variant="secondary" onClick={logout}>
        <FormattedMessage id="admin.top.logout" />
      </Button>
    </div>
  );
}
