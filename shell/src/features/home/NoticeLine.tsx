import { FormattedMessage } from 'react-intl';
import { selectLanguage, useAppSelector, useNav } from '@snapmall/shared';
import { useNoticesQuery } from '../../common/notices/api';
import { countNew, readNoticesSeen } from '../../common/notices/seen';
import styles from './Home.module.css';

/**
 * The latest notices in one scrolling line (still under prefers-reduced-motion), with how many are new since the
 * customer last looked. Its height is held while they load; it goes away only when there are none.
 */
export function NoticeLine() {
  const nav = useNav();
  const lang = useAppSelector(selectLanguage);
  const { data, isError } = useNoticesQuery({ page: 1, lang });
  if (isError || (data && data.list.length === 0)) return null;
  const fresh = data ? countNew(data.list, readNoticesSeen()) : 0;
  const titles = data ? data.list.slice(0, 5).map((n) => n.title).join('  ·  ') : '';
  return (
    <button type="button" className={styles.noticeLine} onClick={() => nav.navigate('/pages/notice/notice')} aria-busy={!data} data-testid="home-notices">
      <span className={styles.noticeLabel}>
        <FormattedMessage id="home.noticeLine" />
      </span>
      <span className={styles.marquee}>
        <span>{titles}</span>
      </span>
      {fresh > 0 && (
        <span className={styles.newCount}>
          <FormattedMessage id="notice.newCount" values={{ count: fresh }} />
        </span>
      )}
    </button>
  );
}
