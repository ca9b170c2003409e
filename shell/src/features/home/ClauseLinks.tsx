import { FormattedMessage, useIntl } from 'react-intl';
import { useNav, type ShopConfig } from '@snapmall/shared';
import styles from './Home.module.css';

const PAGES = [
  ['about', 'home.about'],
  ['terms', 'home.terms'],
  ['privacy', 'home.privacy'],
] as const;

/** The clause pages (config clause: the content keys of about, terms and privacy). */
export function ClauseLinks({ clause }: { clause: ShopConfig['clause'] | undefined }) {
  const nav = useNav();
  const intl = useIntl();
  return (
    <nav className={styles.clauses} aria-label={intl.formatMessage({ id: 'home.clauses' })}>
      {PAGES.map(([part, label]) => {
        const key = clause?.[part] || part;
        return (
          <button key={part} type="button" className={styles.clause} onClick={() => nav.navigate(`/pages/content/index?key=${encodeURIComponent(key)}`)}>
            <FormattedMessage id={label} />
          </button>
        );
      })}
    </nav>
  );
}
