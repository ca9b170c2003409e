import { FormattedMessage } from 'react-intl';
import { Button, useNav, useT } from '@snapmall/shared';
import styles from './PageStatus.module.css';

/** Shown while a page loads; visible only after 200 ms (SPEC.md §9), so quick pages don't flash it. */
export function PageSpinner() {
  const t = useT();
  return (
    <div className={styles.spinnerBox} role="progressbar" aria-busy="true" aria-label={t('common.loading')}>
      <span className={styles.spinner} />
    </div>
  );
}

export function NotFound() {
  const nav = useNav();
  return (
    <section className={styles.message} data-testid="not-found">
      <p>
        <FormattedMessage id="notFound.text" />
      </p>
      <Button onClick={() => nav.relaunch('/pages/index/index')}>
        <FormattedMessage id="notFound.home" />
      </Button>
    </section>
  );
}
