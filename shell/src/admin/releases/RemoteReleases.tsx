import { FormattedMessage } from 'react-intl';
import { Button } from '@snapmall/shared';
import type { ReleaseListAnswer, RemoteView } from '@snapmall/shared/contract';
import type { ReleaseAction } from './actions';
import { LiveChannels } from './LiveChannels';
import { ReleaseCard } from './ReleaseCard';
import { ReleaseLog } from './ReleaseLog';
import styles from './Releases.module.css';

interface RemoteReleasesProps {
  list: ReleaseListAnswer;
  remote: RemoteView;
  busy: boolean;
  isOwner: boolean;
  onAct: (action: ReleaseAction) => void;
}

/** One remote's releases: what is live, every release (newest first), the log, and (for an owner) retiring it. */
export function RemoteReleases({ list, remote, busy, isOwner, onAct }: RemoteReleasesProps) {
  return (
    <>
      <p className={styles.muted}>
        <FormattedMessage id="admin.releases.owner" values={{ owner: remote.owner, prefixes: remote.prefixes.join(' ') }} />{' '}
        <FormattedMessage id={list.can_deploy ? 'admin.releases.youDeploy' : 'admin.releases.youRead'} />
      </p>
      <LiveChannels list={list} busy={busy} onAct={onAct} />
      <section className={styles.card} aria-labelledby="releases-all">
        <h2 id="releases-all" className={styles.cardTitle}>
          <FormattedMessage id="admin.releases.all" values={{ count: list.releases.length }} />
        </h2>
        {list.releases.length === 0 ? (
          <p className={styles.muted}>
            <FormattedMessage id="admin.releases.none" />
          </p>
        ) : (
          <ul className={styles.releases}>
            {list.releases.map((release) => (
              <ReleaseCard key={release.id} release={release} canDeploy={list.can_deploy} busy={busy} onAct={onAct} />
            ))}
          </ul>
        )}
      </section>
      <ReleaseLog log={list.log} />
      {isOwner && (
        <section className={styles.card} aria-labelledby="releases-retire">
          <h2 id="releases-retire" className={styles.cardTitle}>
            <FormattedMessage id="admin.releases.retireTitle" values={{ remote: remote.name }} />
          </h2>
          <p className={styles.muted}>
            <FormattedMessage id="admin.releases.retireIntro" />
          </p>
          <div className={styles.actions}>
            <Button variant="danger" disabled={busy} onClick={() => onAct({ kind: 'retire' })}>
              <FormattedMessage id="admin.releases.retire" />
            </Button>
          </div>
        </section>
      )}
    </>
  );
}
