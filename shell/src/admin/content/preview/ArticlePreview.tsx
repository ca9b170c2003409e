import { FormattedMessage } from 'react-intl';
import { Button, Moment, NavBar } from '@snapmall/shared';
import styles from '../../../common/Content.module.css';
import { sanitizeContent } from '../../../common/sanitize';

/**
 * A notice as the shop's notice page shows it (features/notice/NoticePage: the shop's nav bar, then its article):
 * the same styles, the same sanitizer (DOMPurify, the {domain} placeholder filled with this origin). A unit test
 * holds this markup equal to the notice page's.
 */
export function NoticePreview({ title, html, at }: { title: string; html: string; at: number }) {
  return (
    <>
      <NavBar title="page.notice" />
      <article className={styles.article}>
        <h2>{title}</h2>
        <p className={styles.meta}>
          <Moment at={at} />
        </p>
        <div dangerouslySetInnerHTML={{ __html: sanitizeContent(html) }} />
        <Button variant="secondary">
          <FormattedMessage id="notice.backToList" />
        </Button>
      </article>
    </>
  );
}

/** A content page as the shop's content page shows it (features/content/ContentPage), held equal by a unit test. */
export function ContentPreview({ title, html }: { title: string; html: string }) {
  return (
    <>
      <NavBar title="page.content" />
      <article className={styles.article}>
        <h2>{title}</h2>
        <div dangerouslySetInnerHTML={{ __html: sanitizeContent(html) }} />
      </article>
    </>
  );
}
