import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, useNav, type Notice } from '@snapmall/shared';
import type { BetStatus } from '@snapmall/shared/contract';
import type { Text } from './betTypes';
import styles from './lottery.module.css';

const STATUSES = new Set<unknown>(['pending', 'won', 'lost']);

/** A bet's status as a coloured label; a status this build does not know is shown as Unknown. */
export function StatusBadge({ status }: { status: BetStatus }) {
  const known = STATUSES.has(status) ? status : 'unknown';
  return (
    <span className={`${styles.badge} ${styles[known]}`} data-testid="status">
      <FormattedMessage id={`lottery.status.${known}`} />
    </span>
  );
}

/** A unix time (seconds) as date and time in the user's language; nothing for 0 ("not yet"). */
export function When({ seconds, withSeconds = false }: { seconds: number; withSeconds?: boolean }) {
  const intl = useIntl();
  if (!seconds) return null;
  const ms = seconds * 1000;
  const text = withSeconds
    ? intl.formatDate(ms, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' })
    : intl.formatDate(ms, { dateStyle: 'medium', timeStyle: 'short' });
  return <time dateTime={new Date(ms).toISOString()}>{text}</time>;
}

/** A message id with its values. */
export const Say = ({ text }: { text: Text }) => <FormattedMessage id={text.id} values={text.values} />;

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

/** An empty list (or a failed load) that says what to do next, with the button that does it. */
export function Empty({ text, action, to, onAction }: { text: string; action: string; to?: string; onAction?: () => void }) {
  const nav = useNav();
  return (
    <section className={styles.empty}>
      <p>
        <FormattedMessage id={text} />
      </p>
      <Button variant="secondary" onClick={() => (onAction ? onAction() : to && nav.navigate(to))}>
        <FormattedMessage id={action} />
      </Button>
    </section>
  );
}

/** A long hex string (seed, commitment) that wraps anywhere and is read as text, not as a word. */
export function Hex({ value, testId }: { value: string; testId?: string }) {
  return (
    <code className={styles.hex} data-testid={testId}>
      {value || '—'}
    </code>
  );
}

/** The plain rule of this game, said wherever points are staked. */
export function NoCashValue() {
  return (
    <p className={styles.note} data-testid="no-cash">
      <FormattedMessage id="lottery.noCashValue" />
    </p>
  );
}

/** The remote's pages, one tap away from each other. */
const LINKS = [
  ['/pages/lottery/buyLog', 'lottery.page.buyLog'],
  ['/pages/lottery/buyLog-day', 'lottery.page.buyLogDay'],
  ['/pages/lottery/notcount', 'lottery.page.notcount'],
  ['/pages/lottery/settledLog', 'lottery.page.settledLog'],
  ['/pages/lottery/verify', 'lottery.page.verify'],
  ['/pages/lottery/limit', 'lottery.page.limit'],
] as const;

export function LotteryLinks() {
  const nav = useNav();
  const intl = useIntl();
  return (
    <nav className={styles.links} aria-label={intl.formatMessage({ id: 'lottery.links' })}>
      {LINKS.map(([path, label]) => (
        <button key={path} type="button" className={styles.chip} onClick={() => nav.navigate(path)}>
          <FormattedMessage id={label} />
        </button>
      ))}
    </nav>
  );
}
