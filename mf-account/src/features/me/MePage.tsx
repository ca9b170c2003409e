import { FormattedMessage } from 'react-intl';
import {
  absoluteUrl,
  Button,
  DarkModeToggle,
  formatMoney,
  LanguageSwitch,
  selectShopConfig,
  selectUser,
  toCents,
  useAppSelector,
  useLogout,
  useNav,
  useRetvalQuery,
  useT,
} from '@snapmall/shared';
import styles from './Me.module.css';

/** "Me": who is logged in, balance, VIP level, and the account menu. */
export default function MePage() {
  // Refreshes the user info on every visit; the session listener stores the answer.
  useRetvalQuery(undefined, { refetchOnMountOrArgChange: true });
  const user = useAppSelector(selectUser);
  // The operator's switches (config navigation, sign_in) hide what is off.
  const config = useAppSelector(selectShopConfig);
  const nav = useNav();
  const logout = useLogout();
  const t = useT();
  if (!user) return null;
  const avatar = absoluteUrl(user.avatar);
  // Cash held for withdrawals under review is part of the balance the customer owns, shown apart.
  const held = (toCents(user.held_money) ?? 0n) > 0n ? user.held_money : null;
  // The money pages belong to mf-bank: linked by path only, never imported.
  const money = [
    { path: '/pages/bank/deposit', label: 'account.me.deposit' },
    { path: '/pages/bank/withdraw', label: 'account.me.withdraw' },
    { path: '/pages/bank/bind', label: 'account.me.bindCard' },
    { path: '/pages/bank/deposit_logs', label: 'account.me.depositLogs' },
    { path: '/pages/bank/withdraw_logs', label: 'account.me.withdrawLogs' },
    { path: '/pages/bank/capital', label: 'account.me.capital' },
  ];
  // The snap-buying pages belong to mf-shopping, linked the same way.
  const shopping = [
    { path: '/pages/shopping/index', label: 'account.me.snap' },
    { path: '/pages/shopping/buylog', label: 'account.me.buylog' },
    { path: '/pages/shopping/recentorder', label: 'account.me.recentorder' },
    { path: '/pages/shopping/reclog', label: 'account.me.reclog' },
    { path: '/pages/shopping/vip', label: 'account.me.vip' },
  ];
  // The points lottery belongs to mf-lottery, linked the same way.
  const lottery = [
    { path: '/pages/lottery/lottery', label: 'account.me.lotteryPlay' },
    { path: '/pages/lottery/buyLog', label: 'account.me.lotteryBets' },
    { path: '/pages/lottery/settledLog', label: 'account.me.lotteryResults' },
    { path: '/pages/lottery/limit', label: 'account.me.lotteryLimit' },
  ];
  // The message center and the daily sign-in are the shell's pages.
  const menu = [
    { path: '/pages/message/index', label: 'account.me.messages' },
    ...(config?.sign_in.enabled === false ? [] : [{ path: '/pages/signin/index', label: 'account.me.signin' }]),
    { path: '/pages/my/profile', label: 'account.me.profile' },
    { path: '/pages/my/loginPsd', label: 'account.me.loginPsd' },
    { path: '/pages/my/withdrawPsd', label: 'account.me.withdrawPsd', note: user.is_paypassword ? undefined : 'account.me.payPasswordNotSet' },
    { path: '/contact', label: 'account.me.service' },
  ];
  return (
    <div className={styles.me}>
      <section className={styles.card}>
        <div className={styles.avatar} aria-hidden="true">
          {avatar ? <img src={avatar} alt="" /> : user.nickname.slice(0, 1).toUpperCase()}
        </div>
        <div>
          <h2 className={styles.name}>{user.nickname}</h2>
          <p className={styles.sub}>
            @{user.username} · <FormattedMessage id="account.me.inviteCode" /> {user.invite_code}
          </p>
        </div>
      </section>
      <section className={styles.stats}>
        <div>
          <span><FormattedMessage id="account.me.balance" /></span>
          <strong data-testid="me-balance">{formatMoney(user.money)}</strong>
          {held && (
            <small className={styles.held} data-testid="me-held">
              <FormattedMessage id="account.me.held" values={{ amount: formatMoney(held) }} />
            </small>
          )}
        </div>
        <div>
          <span><FormattedMessage id="account.me.level" /></span>
          <strong data-testid="me-level">{user.vip?.name ?? `VIP ${user.level}`}</strong>
        </div>
        <div>
          <span><FormattedMessage id="account.me.score" /></span>
          <strong>{user.score}</strong>
        </div>
      </section>
      {[
        { label: 'account.me.shopping', items: config?.navigation.shopping === false ? [] : shopping },
        { label: 'account.me.lottery', items: config?.navigation.lottery === false ? [] : lottery },
        { label: 'account.me.money', items: money },
      ]
        .filter((group) => group.items.length > 0)
        .map((group) => (
          <nav key={group.label} aria-label={t(group.label)}>
            <ul className={styles.menu}>
              {group.items.map((item) => (
                <li key={item.path}>
                  <button type="button" onClick={() => nav.navigate(item.path)}>
                    <FormattedMessage id={item.label} />
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      <ul className={styles.menu}>
        {menu.map((item) => (
          <li key={item.path}>
            <button type="button" onClick={() => nav.navigate(item.path)}>
              <FormattedMessage id={item.label} />
              {item.note && (
                <span className={styles.note}>
                  <FormattedMessage id={item.note} />
                </span>
              )}
            </button>
          </li>
        ))}
        <li className={styles.row}>
          <span><FormattedMessage id="lang.label" /></span>
          <LanguageSwitch />
        </li>
        <li className={styles.row}>
          <DarkModeToggle />
        </li>
      </ul>
      <Button variant="danger" className={styles.logout} onClick={logout}>
        <FormattedMessage id="account.me.logout" />
      </Button>
    </div>
  );
}
