import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@snapmall/shared';
import type { CanaryRule, ReleaseListAnswer } from '@snapmall/shared/contract';
import { liveOf, type ReleaseAction } from './actions';
import type { ListedRelease } from './api';
import styles from './Releases.module.css';

/** Loads and failures of a live version over the judge's window and the day. */
function Figures({ release, minutes }: { release: ListedRelease; minutes: number }) {
  const t = release.telemetry;
  return (
    <dl className={styles.figures}>
      <div>
        <dt>
          <FormattedMessage id="admin.releases.window" values={{ minutes }} />
        </dt>
        <dd>
          <FormattedMessage id="admin.releases.loadsFailures" values={{ loads: t.loads_window, failures: t.failures_window }} />
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="admin.releases.day" />
        </dt>
        <dd>
          <FormattedMessage id="admin.releases.loadsFailures" values={{ loads: t.loads_day, failures: t.failures_day }} />
        </dd>
      </div>
    </dl>
  );
}

/** The rule's known fields, in words; a field the console does not know yet is shown as the server names it. */
const RULE_WORDS: Record<string, (v: number) => { id: string; values: Record<string, number> }> = {
  window_minutes: (v) => ({ id: 'admin.releases.rule.window', values: { minutes: v } }),
  min_clients: (v) => ({ id: 'admin.releases.rule.minClients', values: { count: v } }),
  max_extra_failure_rate: (v) => ({ id: 'admin.releases.rule.extraRate', values: { points: Math.round(v * 1000) / 10 } }),
};

/** The rule's fields in the order a sentence reads best; one the console does not know goes last. */
const ORDER = Object.keys(RULE_WORDS);
const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length);

function RuleWords({ rule }: { rule: CanaryRule }) {
  const intl = useIntl();
  // The field vitals' rule (issue 27) is a second way to be withdrawn: a sentence of its own, not one more condition.
  const { min_vitals: minVitals, vitals_margin: margin, ...failureRule } = rule;
  const fields = Object.entries(failureRule as Record<string, unknown>).sort(([a], [b]) => rank(a) - rank(b));
  const parts = fields.map(([key, value]) => {
    const word = typeof value === 'number' ? RULE_WORDS[key]?.(value) : undefined;
    return word ? intl.formatMessage({ id: word.id }, word.values) : `${key}: ${String(value)}`;
  });
  return (
    <p className={styles.rule} data-testid="canary-rule">
      <FormattedMessage id="admin.releases.rule.intro" values={{ parts: intl.formatList(parts, { type: 'conjunction' }) }} />{' '}
      <FormattedMessage id="admin.releases.rule.vitals" values={{ count: minVitals, percent: Math.round(margin * 100) }} />
    </p>
  );
}

interface LiveProps {
  list: ReleaseListAnswer;
  onAct: (action: ReleaseAction) => void;
  busy: boolean;
}

/** What customers get now: stable, the canary with its share, each with its reports; End canary and Roll back. */
export function LiveChannels({ list, onAct, busy }: LiveProps) {
  const { stable, canary } = liveOf(list);
  const minutes = list.rule.window_minutes;
  return (
    <section className={styles.card} aria-labelledby="releases-live">
      <h2 id="releases-live" className={styles.cardTitle}>
        <FormattedMessage id="admin.releases.live" />
      </h2>
      <div className={styles.channels}>
        <div className={styles.channel} data-testid="live-stable">
          <h3 className={styles.channelName}>
            <FormattedMessage id="admin.releases.channel.stable" />
          </h3>
          <p className={styles.version}>{stable ? <code>{stable.version}</code> : <FormattedMessage id="admin.releases.localBuild" />}</p>
          {stable && <Figures release={stable} minutes={minutes} />}
        </div>
        <div className={styles.channel} data-testid="live-canary">
          <h3 className={styles.channelName}>
            <FormattedMessage id="admin.releases.channel.canary" />
          </h3>
          {canary ? (
            <>
              <p className={styles.version}>
                <code>{canary.version}</code>{' '}
                <FormattedMessage id="admin.releases.share.of" values={{ percent: canary.canary_percent ?? 0 }} />
              </p>
              <Figures release={canary} minutes={minutes} />
            </>
          ) : (
            <p className={styles.muted}>
              <FormattedMessage id="admin.releases.noCanary" />
            </p>
          )}
        </div>
      </div>
      <RuleWords rule={list.rule} />
      {list.can_deploy && (
        <div className={styles.actions}>
          {canary && (
            <Button variant="secondary" disabled={busy} onClick={() => onAct({ kind: 'end', release: canary })}>
              <FormattedMessage id="admin.releases.endCanary" />
            </Button>
          )}
          <Button variant="danger" disabled={busy || !stable} onClick={() => onAct({ kind: 'rollback' })}>
            <FormattedMessage id="admin.releases.rollback" />
          </Button>
        </div>
      )}
    </section>
  );
}
