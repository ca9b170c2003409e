import { FormattedMessage, useIntl } from 'react-intl';
import { selectLanguage, useAppSelector, useNav, useServiceName } from '@snapmall/shared';
import { useNoticesQuery } from '../common/notices/api';
import { useNavigationFilter } from '../common/config/useShopConfig';
import { useCustomerQuery } from '../common/service/api';
import styles from './Layout.module.css';

const MENU = [
  { path: '/pages/index/index', label: 'page.home' },
  { path: '/pages/notice/notice', label: 'page.notice' },
  { path: '/pages/my/info', label: 'tab.me' },
  { path: '/pages/message/index', label: 'page.message' },
  { path: '/pages/signin/index', label: 'page.signin' },
  { path: '/pages/index/app', label: 'page.download' },
  { path: '/pages/content/index?key=about', label: 'page.content' },
];

/** Left side window at ≥ 568 px: the shop's menu. */
export function LeftWindow() {
  const nav = useNav();
  const shown = useNavigationFilter();
  const intl = useIntl();
  return (
    <aside className={styles.side} aria-label={intl.formatMessage({ id: 'side.menu' })}>
      <h2 className={styles.sideTitle}>
        <FormattedMessage id="side.menu" />
      </h2>
      <ul className={styles.sideList}>
        {MENU.filter((item) => shown(item.path)).map((item) => (
          <li key={item.path}>
            <button type="button" className={styles.sideLink} onClick={() => nav.navigate(item.path)}>
              <FormattedMessage id={item.label} />
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** Right side window at ≥ 568 px: the latest notices and customer service. */
export function RightWindow() {
  const nav = useNav();
  const lang = useAppSelector(selectLanguage);
  const noticesQuery = useNoticesQuery({ page: 1, lang });
  const serviceQuery = useCustomerQuery();
  const notices = noticesQuery.data;
  const service = serviceQuery.data;
  const nameOf = useServiceName();
  const shown = useNavigationFilter();
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'side.notices' });
  // The window fills once both lists have answered: a list arriving alone would push what is under it down.
  if (noticesQuery.isLoading || serviceQuery.isLoading) return <aside className={styles.side} aria-label={label} aria-busy="true" />;
  return (
    <aside className={styles.side} aria-label={label}>
      {shown('/pages/notice/notice') && (
        <>
          <h2 className={styles.sideTitle}>
            <FormattedMessage id="side.notices" />
          </h2>
          <ul className={styles.sideList}>
            {notices?.list.slice(0, 5).map((n) => (
              <li key={n.id}>
                <button type="button" className={styles.sideLink} onClick={() => nav.navigate(`/pages/notice/notice?id=${n.id}`)}>
                  {n.title}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {shown('/contact') && (
        <>
          <h2 className={styles.sideTitle}>
            <FormattedMessage id="side.service" />
          </h2>
          <ul className={styles.sideList}>
            {service?.map((s) => (
              <li key={s.url}>
                <a className={styles.sideLink} href={s.url} target="_blank" rel="noopener noreferrer">
                  {nameOf(s)}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </aside>
  );
}
