import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Moment } from '@snapmall/shared';
import { StatusBadge, type StatusTone } from '@snapmall/shared/kit';
import { notLiveReason, type ReleaseAction } from './actions';
import type { ListedRelease } from './api';
import { PreviewButton } from './PreviewButton';
import { smokeSummary } from '../common/smokeSummary';
import styles from './Releases.module.css';

const SMOKE: Record<string, { label: string; tone: StatusTone }> = {
  queued: { label: 'admin.releases.smoke.queued', tone: 'wait' },
  running: { label: 'admin.releases.smoke.running', tone: 'info' },
  passed: { label: 'admin.releases.smoke.passed', tone: 'ok' },
  failed: { label: 'admin.releases.smoke.failed', tone: 'bad' },
  none: { label: 'admin.releases.smoke.none', tone: 'muted' },
};

/** The smoke run's verdict and, once there is one, its report: the summary, then a line per route and each problem. */
function Smoke({ release }: { release: ListedRelease }) {
  const intl = useIntl();
  const state = SMOKE[release.smoke ?? 'none']!;
  const [summary = '', ...lines] = release.smoke_note.split('\n');
  return (
    <div className={styles.smoke}>
      <StatusBadge label={state.label} tone={state.tone} />
      {summary && (
        <details className={styles.report}>
          <summary>
            {smokeSummary(intl, summary)}
            {release.smoke_at !== null && (
              <>
                {' · '}
                <Moment at={release.smoke_at} />
              </>
            )}
          </summary>
          <ul className={styles.reportLines}>
            {lines.map((line, i) => (
              <li key={i} className={/ FAILED$/.test(line) ? styles.failedLine : undefined}>
                <code>{line}</code>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

interface CardProps {
  release: ListedRelease;
  canDeploy: boolean;
  busy: boolean;
  onAct: (action: ReleaseAction) => void;
}

/** One release: version, channels, size, who and when, the smoke verdict and report; its buttons for a deployer. */
export function ReleaseCard({ release, canDeploy, busy, onAct }: CardProps) {
  const reasonId = useId();
  const why = notLiveReason(release);
  const stable = release.channels.includes('stable');
  const canary = release.channels.includes('canary');
  return (
    <li className={styles.release} data-testid="release" data-version={release.version}>
      <div className={styles.releaseHead}>
        <h3 className={styles.releaseVersion}>
          <code>{release.version}</code>
        </h3>
        {stable && <StatusBadge label="admin.releases.channel.stable" tone="ok" />}
        {canary && <StatusBadge label="admin.releases.channel.canary" tone="info" />}
        {release.pruned && <StatusBadge label="admin.releases.pruned" tone="muted" />}
      </div>
      <p className={styles.meta}>
        <FormattedMessage id="admin.releases.meta" values={{ size: kilobytes(release.size), who: release.created_by }} /> <Moment at={release.created_at} />
      </p>
      <Smoke release={release} />
      {canDeploy && !release.pruned && (
        <div className={styles.actions}>
          <PreviewButton release={release} />
          {!stable && (
            <>
              <Button variant="secondary" disabled={busy || why !== null} aria-describedby={why ? reasonId : undefined} onClick={() => onAct({ kind: 'canary', release })}>
                <FormattedMessage id={canary ? 'admin.releases.changeCanary' : 'admin.releases.startCanary'} />
              </Button>
              <Button disabled={busy || why !== null} aria-describedby={why ? reasonId : undefined} onClick={() => onAct({ kind: 'promote', release })}>
                <FormattedMessage id="admin.releases.promote" />
              </Button>
            </>
          )}
          {why && !stable && (
            <p id={reasonId} className={styles.why}>
              <FormattedMessage id={why} />
            </p>
          )}
        </div>
      )}
    </li>
  );
}
