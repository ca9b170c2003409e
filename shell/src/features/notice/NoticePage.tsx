import { FormattedDate, FormattedMessage } from 'react-intl';
import { Button, selectLanguage, useAppSelector, useNav, type PageProps } from '@snapmall/shared';
import styles from '../content/Content.module.css';
import { sanitizeContent } from '../content/sanitize';
import { useNoticeQuery, useNoticesQuery } from './api';

/** Notices: the list, or one notice when the query names its id. */
export default function NoticePage({ query }: PageProps) {
  const id = Number(query.id);
  return Number.isInteger(id) && id > 0 ? <NoticeDetail id={id} /> : <NoticeList />;
}

function NoticeList() {
  const nav = useNav();
  const lang = useAppSelector(selectLanguage);
  const { data } = useNoticesQuery({ page: 1, lang });
  if (!data) return null;
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
            <strong>{n.title}</strong>
            <span className={styles.meta}>
              <FormattedDate value={n.createtime * 1000} dateStyle="medium" />
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
        <FormattedDate value={data.createtime * 1000} dateStyle="medium" timeStyle="short" />
      </p>
      <div dangerouslySetInnerHTML={{ __html: sanitizeContent(data.content) }} />
      <Button variant="secondary" onClick={() => nav.redirect('/pages/notice/notice')}>
        <FormattedMessage id="notice.backToList" />
      </Button>
    </article>
  );
}
