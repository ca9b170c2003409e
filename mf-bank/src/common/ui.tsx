import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, useNav, type Notice } from '@snapmall/shared';
import { statusLabelId, statusTone } from './status';
import styles from './bank.module.css';

/** A deposit's or withdrawal's status as a coloured label (SPEC.md §3). */
export function StatusBadge({ status }: { status: unknown }) {
  return (
    <span className={`${styles.badge} ${styles[statusTone(status)]}`} data-testid="status">
      <FormattedMessage id={statusLabelId(status)} />
    </span>
  );
}

/** A unix time (seconds) as date and time in the user's language. */
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

/** Why the last submission failed, beside the form, until the user acts again. */
export function FailureNote({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return (
    <p className={styles.failure} role="alert">
      <NoticeText notice={notice} />
    </p>
  );
}

/** Leads the user to the page that comes first (set a withdrawal password, bind a card). */
export function Lead({ text, action, to }: { text: string; action: string; to: string }) {
  const nav = useNav();
  return (
    <section className={styles.lead}>
      <p>
        <FormattedMessage id={text} />
      </p>
      <Button onClick={() => nav.navigate(to)}>
        <FormattedMessage id={action} />
      </Button>
    </section>
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
