import { useIntl, FormattedMessage } from 'react-intl';
import { useNav } from '@snapmall/shared';
import styles from './kit.module.css';

/** A page a remote links to: its path and its name's message id. */
export type PageLink = readonly [path: string, label: string];

/** A remote's pages, one tap away from each other, as a row of chips; `label` (a message id) names the group. */
export function PageLinks({ label, links }: { label: string; links: readonly PageLink[] }) {
  const nav = useNav();
  const intl = useIntl();
  return (
    <nav className={styles.links} aria-label={intl.formatMessage({ id: label })}>
      {links.map(([path, name]) => (
        <button key={path} type="button" className={styles.chip} onClick={() => nav.navigate(path)}>
          <FormattedMessage id={name} />
        </button>
      ))}
    </nav>
  );
}
