import { FormattedMessage } from 'react-intl';
import { formatMoney, selectLanguage, selectUser, useAppSelector, useNav } from '@snapmall/shared';
import { useReachable } from '../../remotes/RegistryContext';
import { useNoticesQuery } from '../notice/api';
import { VipLevels } from '../vip/VipLevels';
import styles from './Home.module.css';

const SHORTCUTS = [
  { path: '/pages/bank/deposit', label: 'home.deposit', glyph: '＋' },
  { path: '/pages/bank/withdraw', label: 'home.withdraw', glyph: '－' },
  { path: '/contact', label: 'home.service', glyph: '?' },
  { path: '/pages/index/app', label: 'home.download', glyph: '↓' },
];

/** Home: banner, the scrolling notice line, balance and level when logged in, shortcuts to what is deployed, VIP levels. */
export default function HomePage() {
  const nav = useNav();
  const user = useAppSelector(selectUser);
  const lang = useAppSelector(selectLanguage);
  const { data: notices } = useNoticesQuery({ page: 1, lang });
  const reachable = useReachable();
  return (
    <div className={styles.home}>
      <section className={styles.banner}>
        <h2>
          <FormattedMessage id="home.banner.title" />
        </h2>
        <p>
          <FormattedMessage id="home.banner.text" />
        </p>
      </section>
      {notices && notices.list.length > 0 && (
        <button type="button" className={styles.noticeLine} onClick={() => nav.navigate('/pages/notice/notice')}>
          <span className={styles.noticeLabel}>
            <FormattedMessage id="home.noticeLine" />
          </span>
          <span className={styles.marquee}>
            <span>{notices.list.map((n) => n.title).join('  ·  ')}</span>
          </span>
        </button>
      )}
      {user ? (
        <section className={styles.account} data-testid="home-balance">
          <div>
            <span className={styles.caption}>
              <FormattedMessage id="home.balance" />
            </span>
            <strong className={styles.money}>{formatMoney(user.money)}</strong>
          </div>
          <div>
            <span className={styles.caption}>
              <FormattedMessage id="home.vip" />
            </span>
            <strong>{user.vip?.name ?? `VIP ${user.level}`}</strong>
          </div>
        </section>
      ) : (
        <button type="button" className={styles.loginPrompt} onClick={() => nav.navigate('/pages/login/index')}>
          <FormattedMessage id="home.loginPrompt" />
        </button>
      )}
      <section aria-labelledby="shortcuts">
        <h3 id="shortcuts" className={styles.heading}>
          <FormattedMessage id="home.shortcuts" />
        </h3>
        <div className={styles.shortcuts}>
          {SHORTCUTS.filter((s) => reachable(s.path)).map((s) => (
            <button key={s.path} type="button" className={styles.shortcut} onClick={() => nav.navigate(s.path)}>
              <span className={styles.glyph} aria-hidden="true">
                {s.glyph}
              </span>
              <FormattedMessage id={s.label} />
            </button>
          ))}
        </div>
      </section>
      <VipLevels />
    </div>
  );
}
