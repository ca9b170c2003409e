import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, DarkModeToggle, LanguageSwitch, selectLoggedIn, useAppSelector, useNav } from '@snapmall/shared';
import styles from './Entry.module.css';

/** The entry page: brand, language switch, Log in / Register; a logged-in visitor goes on to home. */
export default function EntryPage() {
  const nav = useNav();
  const loggedIn = useAppSelector(selectLoggedIn);
  useEffect(() => {
    if (loggedIn) nav.relaunch('/pages/index/index');
  }, [loggedIn, nav]);
  return (
    <section className={styles.entry}>
      <div className={styles.logo} aria-hidden="true">
        S
      </div>
      <h2 className={styles.brand}>
        <FormattedMessage id="app.name" />
      </h2>
      <p className={styles.tagline}>
        <FormattedMessage id="entry.tagline" />
      </p>
      <div className={styles.actions}>
        <Button onClick={() => nav.navigate('/pages/login/index')}>
          <FormattedMessage id="entry.login" />
        </Button>
        <Button variant="secondary" onClick={() => nav.navigate('/pages/login/register')}>
          <FormattedMessage id="entry.register" />
        </Button>
      </div>
      <div className={styles.languages}>
        <LanguageSwitch />
      </div>
      {/* Dark mode for a visitor too, not only on "me". */}
      <div className={styles.languages}>
        <DarkModeToggle />
      </div>
    </section>
  );
}
