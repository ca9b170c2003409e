import { FormattedMessage } from 'react-intl';
import { Button, useNav } from '@snapmall/shared';
import styles from './Layout.module.css';

export function PageSpinner() {
  return (
    <div className={styles.spinnerBox} role="progressbar" aria-busy="true">
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
