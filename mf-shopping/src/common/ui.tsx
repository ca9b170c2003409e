import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, useNav, type Notice } from '@snapmall/shared';
import { statusLabelId, statusTone } from './status';
import styles from './shop.module.css';

/** An order's status as a coloured label. */
export function StatusBadge({ status }: { status: unknown }) {
  return (
    <span className={`${styles.badge} ${styles[statusTone(status)]}`} data-testid="status">
      <FormattedMessage id={statusLabelId(status)} />
    </span>
  );
}

/** A unix time (seconds) as date and time in the user's language; nothing for 0 ("not yet"). */
export function When({ seconds }: { seconds: number }) {
  const intl = useIntl();
  if (!seconds) return null;
  const ms = seconds * 1000;
  return <time dateTime={new Date(ms).toISOString()}>{intl.formatDate(ms, { dateStyle: 'medium', timeStyle: 'short' })}</time>;
}

/** A server text as it is, or a message id through the catalogs. */
export function NoticeText({ notice }: { notice: Notice }) {
  return 'text' in notice ? <>{notice.text}</> : <FormattedMessage id={notice.id} values={notice.values} />;
}

/** Why the last action failed, in place, until the customer acts again. */
export function FailureNote({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <p className={styles.failure} role="alert" data-testid="failure">
      <NoticeText notice={notice} />
    </p>
  );
}

/** Label / value pairs, as a description list. */
export function Facts({ items }: { items: [label: string, value: ReactNode, testId?: string][] }) {
  return (
    <dl className={styles.facts}>
      {items.map(([label, value, testId]) => (
        <div key={label}>
          <dt>
            <FormattedMessage id={label} />
          </dt>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An empty list that says what to do next, with the button that does it. */
export function Empty({ text, action, to }: { text: string; action: string; to: string }) {
  const nav = useNav();
  return (
    <section className={styles.empty}>
      <p>
        <FormattedMessage id={text} />
      </p>
      <Button variant="secondary" onClick={() => nav.navigate(to)}>
        <FormattedMessage id={action} />
      </Button>
    </section>
  );
}

/** The remote's pages, one tap away from each other. */
const LINKS = [
  ['/pages/shopping/buylog', 'shop.page.buylog'],
  ['/pages/shopping/recentorder', 'shop.page.recentorder'],
  ['/pages/shopping/reclog', 'shop.page.reclog'],
  ['/pages/shopping/vip', 'shop.page.vip'],
] as const;

export function ShopLinks() {
  const nav = useNav();
  const intl = useIntl();
  return (
    <nav className={styles.links} aria-label={intl.formatMessage({ id: 'shop.links' })}>
      {LINKS.map(([path, label]) => (
        <button key={path} type="button" className={styles.linkChip} onClick={() => nav.navigate(path)}>
          <FormattedMessage id={label} />
        </button>
      ))}
    </nav>
  );
}
