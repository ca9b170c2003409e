import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Moment, type Notice } from '@snapmall/shared';
import { describeFailure, FailureNote } from '@snapmall/shared/kit';
import { clientId } from '../../federation/clientId';
import { useConsolePreviewMutation, type ListedRelease } from './api';
import styles from './Releases.module.css';

/**
 * A preview of a release for this browser only: the link is signed for the shop's client id of this origin (the
 * console shares the shop's localStorage), so it opens the shop with this release in a new tab here and nowhere
 * else. The link is shown to follow rather than opened for the operator: a window opened after a call is blocked.
 */
export function PreviewButton({ release }: { release: ListedRelease }) {
  const [preview, state] = useConsolePreviewMutation();
  const [link, setLink] = useState<{ href: string; expires: number } | null>(null);
  const [failure, setFailure] = useState<Notice | null>(null);
  const ask = async () => {
    setFailure(null);
    try {
      const answer = await preview({ remote: release.remote, version: release.version, client_id: clientId() }).unwrap();
      setLink({ href: new URL(`../${answer.query}`, window.location.href).href, expires: answer.expires });
    } catch (error) {
      setFailure(describeFailure(error, 'admin.releases.noAnswer').notice);
    }
  };
  return (
    <>
      <Button variant="secondary" disabled={state.isLoading} onClick={() => void ask()}>
        <FormattedMessage id="admin.releases.preview" />
      </Button>
      {link && (
        <p className={styles.previewLink}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" data-testid="preview-link">
            <FormattedMessage id="admin.releases.openPreview" values={{ version: release.version }} />
          </a>{' '}
          <span className={styles.muted}>
            <FormattedMessage id="admin.releases.previewUntil" /> <Moment at={link.expires} />
          </span>
        </p>
      )}
      <FailureNote notice={failure} />
    </>
  );
}
