import { FormattedMessage, useIntl } from 'react-intl';
import { Moment } from '@snapmall/shared';
import type { ReleaseLogEntry } from '@snapmall/shared/contract';
import { smokeSummary } from './smokeSummary';
import styles from './Releases.module.css';

/** The log's actions the console words; another (a retire, one added later) is shown as the server names it. */
const ACTIONS = new Set(['publish', 'smoke', 'canary', 'end', 'withdraw', 'promote', 'rollback', 'retire']);

/** What a log entry did, in words: "Canary at 10 %", "Withdrawn by the judge" … */
function What({ entry }: { entry: ReleaseLogEntry }) {
  if (!ACTIONS.has(entry.action)) return <code>{entry.action}</code>;
  return <FormattedMessage id={`admin.releases.log.${entry.action}`} values={{ percent: entry.percent ?? 0 }} />;
}

/** The remote's events, newest first: when, what, which version, who, and why (the judge's figures, a verdict). */
export function ReleaseLog({ log }: { log: readonly ReleaseLogEntry[] }) {
  const intl = useIntl();
  return (
    <section className={styles.card} aria-labelledby="releases-log">
      <h2 id="releases-log" className={styles.cardTitle}>
        <FormattedMessage id="admin.releases.logTitle" />
      </h2>
      {log.length === 0 ? (
        <p className={styles.muted}>
          <FormattedMessage id="admin.releases.logEmpty" />
        </p>
      ) : (
        <ol className={styles.log} data-testid="release-log">
          {log.map((entry, i) => (
            <li key={`${entry.at}-${i}`} className={styles.logEntry} data-action={entry.action}>
              <span className={styles.logWhen}>
                <Moment at={entry.at} />
              </span>
              <span className={styles.logWhat}>
                <strong>
                  <What entry={entry} />
                </strong>{' '}
                <code>{entry.version}</code>
              </span>
              <span className={styles.logWho}>{entry.actor}</span>
              {entry.note && <span className={styles.logNote}>{entry.action === 'smoke' ? smokeSummary(intl, entry.note) : entry.note}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
