import { FormattedMessage } from 'react-intl';
import { Button, selectUser, useAppSelector, useLogout, useRetvalQuery } from '@snapmall/shared';
import styles from './Me.module.css';
import { AccountMenu, SectionMenus } from './MeMenus';
import { MeCard, MeStats } from './MeSummary';
import { useMeMenus } from './menus';

/** "Me": who is logged in, balance, VIP level, and the account menu. */
export default function MePage() {
  // Refreshes the user info on every visit; the session listener stores the answer.
  useRetvalQuery(undefined, { refetchOnMountOrArgChange: true });
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return <Me user={user} />;
}

function Me({ user }: { user: NonNullable<ReturnType<typeof selectUser>> }) {
  const logout = useLogout();
  const { groups, own } = useMeMenus(user);
  return (
    <div className={styles.me}>
      <MeCard user={user} />
      <MeStats user={user} />
      <SectionMenus groups={groups} />
      <AccountMenu items={own} />
      <Button variant="danger" className={styles.logout} onClick={logout}>
        <FormattedMessage id="account.me.logout" />
      </Button>
    </div>
  );
}
