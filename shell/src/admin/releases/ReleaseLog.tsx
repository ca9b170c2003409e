import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Moment } from '@snapmall/shared';
import type { ReleaseLogEntry } from '@snapmall/shared/contract';
import { smokeSummary } from '../common/smokeSummary';
import styles from './Releases.module.css';

/** The log's actions the console words; another (a retire, one added later) is shown as the server names it. */
const ACTIONS = new Set(['publish', 'smoke', 'canary', 'end', 'withdraw', 'promote', 'rollback', 'retire']);

/** A verdict's note: "passed: all 6 routes passed" (the runner's verdict, then the summary). */
const VERDICT = /^(passed|failed): (.*)$/s;

/** What a log entry did, in words: "Canary at 10 %", "Smoke run failed", "Canary withdrawn by the shop" … */
function What({ entry }: { entry: ReleaseLogEntry }) {
  const verdict = entry.action === 'smoke' ? VERDICT.exec(entry.note)?.[1] : undefined;
  if (verdict) return <FormattedMessage id={verdict === 'passed' ? 'admin.releases.smoke.passed' : 'admin.releases.smoke.failed'} />;
  if (!ACTIONS.has(entry.action)) return <code>{entry.action}</code>;
  return <FormattedMessage id={`admin.releases.log.${entry.action}`} values={{ percent: entry.percent ?? 0 }} />;
}

/** The note in the console's words where it is a verdict's summary; else as the actor wrote it (the judge's figures). */
function noteOf(intl: IntlShape, entry: ReleaseLogEntry): string {
  if (entry.action !== 'smoke') return entry.note;
  return smokeSummary(intl, VERDICT.exec(entry.note)?.[2] ?? entry.note);
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
              {entry.note && <span className={styles.logNote}>{noteOf(intl, entry)}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
