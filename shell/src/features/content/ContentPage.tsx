import { FormattedMessage } from 'react-intl';
import { selectLanguage, useAppSelector, type Catalogs, type PageProps } from '@snapmall/shared';
import enUs from '../../../messages/pages/en-us.json';
import zhTw from '../../../messages/pages/zh-tw.json';
import { useContentQuery } from './api';
import styles from '../../common/Content.module.css';
import { sanitizeContent } from '../../common/sanitize';

export const catalogs: Catalogs = { 'en-us': enUs, 'zh-tw': zhTw };

/** A content page by key (about, terms — the "clause" configuration), operator HTML sanitized. */
export default function ContentPage({ query }: PageProps) {
  const lang = useAppSelector(selectLanguage);
  const key = query.key ?? query.id ?? 'about';
  const { data, isError } = useContentQuery({ key, lang });
  if (isError) {
    return (
      <p className={styles.empty}>
        <FormattedMessage id="content.missing" />
      </p>
    );
  }
  if (!data) return null;
  return (
    <article className={styles.article}>
      <h2>{data.title}</h2>
      <div dangerouslySetInnerHTML={{ __html: sanitizeContent(data.content) }} />
    </article>
  );
}
